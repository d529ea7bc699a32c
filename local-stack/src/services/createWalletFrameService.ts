import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { buildWalletFrameCsp } from '@airlock/wallet-frame/csp'
import { createStaticHandler } from '../serve/createStaticHandler.ts'
import { listenOnPort } from '../serve/listenOnPort.ts'
import type { Service } from './Service.ts'

/** Options of {@link createWalletFrameService}. */
export type WalletFrameServiceOptions = {
  /**
   * The built wallet frame.
   * @default '<repo>/wallet-frame/dist'
   */
  root?: string | undefined
  /** Port on localhost; `0` picks a free one. */
  port: number
  /**
   * Where the frame may send requests (CSP `connect-src`): the auth service. The stack starts it
   * after the frame, on a port it may pick, so the default admits loopback on any port.
   * @default ['http://127.0.0.1:*', 'http://localhost:*']
   */
  authOrigins?: readonly string[] | undefined
}

/**
 * The embedded wallet's origin: the built `wallet-frame/dist` on `http://localhost:<port>/`, a
 * third site beside the modal (`localhost:<modal port>`) and the demo host (`127.0.0.1`). Every
 * response carries `buildWalletFrameCsp`: `frame-ancestors` the modal's origin and the demo
 * host's (CSP checks every ancestor; the page itself refuses any parent but the modal), read at
 * each request because both web servers start after this service. It reports `walletFrameUrl`,
 * which the modal's CSP and the served demo project point at.
 */
export function createWalletFrameService(options: WalletFrameServiceOptions): Service {
  return {
    name: 'Wallet frame',
    async start(context) {
      const root =
        options.root ?? fileURLToPath(new URL('../../../wallet-frame/dist', import.meta.url))
      if (!existsSync(join(root, 'index.html'))) {
        throw new AirlockError(ErrorCode.INTERNAL, `The wallet frame is not built: ${root}.`, {
          details: 'Run `npm run build -w @airlock/wallet-frame`.',
        })
      }
      const serve = createStaticHandler({ root })
      const authOrigins = options.authOrigins ?? ['http://127.0.0.1:*', 'http://localhost:*']
      const server = createServer((request, response) => {
        const frameAncestors = [context?.modalOrigin?.() ?? '', context?.hostOrigin?.() ?? '']
        response.setHeader(
          'Content-Security-Policy',
          buildWalletFrameCsp({ frameAncestors, authOrigins }),
        )
        response.setHeader('Referrer-Policy', 'no-referrer')
        response.setHeader('X-Content-Type-Options', 'nosniff')
        serve(request, response)
      })
      server.keepAliveTimeout = 5_000
      const port = await listenOnPort(server, {
        name: 'wallet frame server',
        host: '127.0.0.1',
        port: options.port,
        envVar: 'AIRLOCK_WALLET_FRAME_PORT',
      })
      const url = `http://localhost:${port}/`
      let stopping: Promise<void> | undefined
      return {
        url,
        endpoints: { walletFrameUrl: url },
        stop() {
          stopping ??= new Promise<void>((resolve, reject) => {
            server.close((error) => (error ? reject(error) : resolve()))
            server.closeAllConnections()
          })
          return stopping
        },
      }
    },
  }
}
