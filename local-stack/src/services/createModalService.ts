import { buildModalCsp } from '@airlock/modal-app/csp'
import { startStaticServer } from '../serve/startStaticServer.ts'
import type { Service, StackEndpoints } from './Service.ts'
import { addAllowedOrigin, setDemoEndpoints } from './servedFiles.ts'

/** Options of {@link createModalService}. */
export type ModalServiceOptions = {
  /**
   * The built modal app.
   */
  root: string
  /**
   * Port on localhost; `0` picks a free one.
   */
  port: number
  /**
   * The demo host's origin, added to the demo project's `allowedOrigins` when serving it.
   */
  hostOrigin: string
  /**
   * The running relay and chains: the served demo project's `relayUrl` and network RPC URLs are
   * set to these when they differ from the file (see {@link setDemoEndpoints}).
   */
  endpoints?: StackEndpoints | undefined
  /**
   * Gzip text responses (see `StaticHandlerOptions.gzip`).
   * @default true
   */
  gzip?: boolean | undefined
  /**
   * Called with the URL once the server listens.
   */
  onListening?: ((url: string) => void) | undefined
}

/** The project file that follows the running stack (host origin, relay, RPC URLs). */
const DEMO_PROJECT_PATH = '/projects/demo.json'
/** The wallet frame the demo project names, framed when the stack runs none of its own. */
const DEMO_WALLET_FRAME_URL = 'http://localhost:4350/'

/**
 * The modal origin: the built `modal-app/dist` on `http://localhost:<port>/`, a different site
 * from the demo host (`127.0.0.1`), so the browser treats the iframe as third-party.
 *
 * Every response carries the modal app's own Content-Security-Policy (`buildModalCsp` from
 * `@airlock/modal-app/csp`: no inline script, no eval; with the running relay's http origin in
 * `connect-src` and `frame-src`, so that WalletConnect's Verify frame served by the relay loads;
 * `MODAL_CSP` without a relay) and no `X-Frame-Options` (the modal must be embeddable; the app
 * enforces the allowlist).
 *
 * The demo project (`/projects/demo.json`) lists the default host origin. So that a changed
 * `AIRLOCK_HOST_PORT` keeps working, the server adds the configured host origin to that file's
 * `allowedOrigins` as it serves it, and points its `relayUrl` and network RPC URLs at the
 * running relay and chains (`endpoints`) when their ports differ from the file's; the file on
 * disk is not changed, and no other project is touched.
 */
export function createModalService(options: ModalServiceOptions): Service {
  return {
    name: 'Modal',
    async start() {
      const server = await startStaticServer({
        name: 'modal server',
        root: options.root,
        host: 'localhost',
        port: options.port,
        envVar: 'AIRLOCK_MODAL_PORT',
        headers: {
          'Content-Security-Policy': buildModalCsp({
            relayUrls: options.endpoints?.relayUrl ? [options.endpoints.relayUrl] : [],
            walletFrameUrls: [options.endpoints?.walletFrameUrl ?? DEMO_WALLET_FRAME_URL],
          }),
          'Referrer-Policy': 'strict-origin-when-cross-origin',
        },
        gzip: options.gzip,
        transform: (urlPath, body) =>
          urlPath === DEMO_PROJECT_PATH
            ? setDemoEndpoints(
                addAllowedOrigin(body.toString('utf8'), options.hostOrigin),
                options.endpoints ?? {},
              )
            : undefined,
      })
      options.onListening?.(server.url)
      return { url: server.url, stop: server.stop }
    },
  }
}
