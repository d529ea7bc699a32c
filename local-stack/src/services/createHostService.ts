import { startStaticServer } from '../serve/startStaticServer.ts'
import type { Service } from './Service.ts'
import { setModalUrlMeta } from './setModalUrlMeta.ts'

/** Options of {@link createHostService}. */
export type HostServiceOptions = {
  /**
   * The built demo host.
   * @example 'demo-host/dist'
   */
  root: string
  /**
   * Port on 127.0.0.1; `0` picks a free one.
   * @example 4300
   */
  port: number
  /**
   * The modal URL the pages should use, read when the first page is served (so it may be known
   * only after this service has started).
   * @example () => 'http://localhost:4310/'
   */
  modalUrl: () => string
  /**
   * Gzip text responses (see `StaticHandlerOptions.gzip`).
   * @default true
   * @example false
   */
  gzip?: boolean | undefined
  /**
   * Called with the origin once the server listens.
   * @example (origin) => console.log(origin)
   */
  onListening?: ((origin: string) => void) | undefined
}

/**
 * The demo host: the built `demo-host/dist` on `http://127.0.0.1:<port>/`. Pages get the modal
 * URL written into their `airlock-modal-url` meta tag, and every response carries
 * `Referrer-Policy: strict-origin-when-cross-origin` so that the iframe's request tells the modal
 * the host's origin.
 *
 * @example
 * ```ts
 * const started = await createHostService({ root: 'demo-host/dist', port: 4300, modalUrl: () => 'http://localhost:4310/' }).start()
 * ```
 */
export function createHostService(options: HostServiceOptions): Service {
  return {
    name: 'Demo host',
    async start() {
      const server = await startStaticServer({
        name: 'demo host server',
        root: options.root,
        host: '127.0.0.1',
        port: options.port,
        envVar: 'AIRLOCK_HOST_PORT',
        headers: { 'Referrer-Policy': 'strict-origin-when-cross-origin' },
        gzip: options.gzip,
        transform: (urlPath, body) =>
          urlPath.endsWith('.html')
            ? setModalUrlMeta(body.toString('utf8'), options.modalUrl())
            : undefined,
      })
      options.onListening?.(server.origin)
      return { url: server.url, stop: server.stop }
    },
  }
}
