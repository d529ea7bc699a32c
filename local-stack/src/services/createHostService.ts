import { startStaticServer } from '../serve/startStaticServer.ts'
import type { Service, StackEndpoints } from './Service.ts'
import { setDemoRpcMeta, setModalUrlMeta } from './servedFiles.ts'

/** Options of {@link createHostService}. */
export type HostServiceOptions = {
  /**
   * The built demo host.
   */
  root: string
  /**
   * Port on 127.0.0.1; `0` picks a free one.
   */
  port: number
  /**
   * The modal URL the pages should use, read when the first page is served (so it may be known
   * only after this service has started).
   */
  modalUrl: () => string
  /**
   * The running chains: their RPC URLs are written into the pages' `airlock-demo-rpc` meta tag
   * for the in-page demo wallets (see {@link setDemoRpcMeta}).
   */
  endpoints?: StackEndpoints | undefined
  /**
   * Gzip text responses (see `StaticHandlerOptions.gzip`).
   * @default true
   */
  gzip?: boolean | undefined
  /**
   * Called with the origin once the server listens.
   */
  onListening?: ((origin: string) => void) | undefined
}

/**
 * The demo host: the built `demo-host/dist` on `http://127.0.0.1:<port>/`. Pages get the modal
 * URL written into their `airlock-modal-url` meta tag and the running chains' RPC URLs into their
 * `airlock-demo-rpc` meta tag (for the in-page demo wallets), and every response carries
 * `Referrer-Policy: strict-origin-when-cross-origin` so that the iframe's request tells the modal
 * the host's origin.
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
            ? setDemoRpcMeta(
                setModalUrlMeta(body.toString('utf8'), options.modalUrl()),
                options.endpoints ?? {},
              )
            : undefined,
      })
      options.onListening?.(server.origin)
      return { url: server.url, stop: server.stop }
    },
  }
}
