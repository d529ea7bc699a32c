import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { DEMO_NETWORKS } from '@airlock/testkit/demo'
import { startStaticServer } from '../serve/startStaticServer.ts'
import type { Service, StackEndpoints } from './Service.ts'

/** Options of {@link createMobileWalletService}. */
export type MobileWalletServiceOptions = {
  /**
   * The built wallet page (`npm run build:wallet -w @airlock/demo-host`).
   */
  root: string
  /**
   * Port on localhost; `0` picks a free one.
   */
  port: number
}

/** The relay the wallet page uses when its URL names none (its own default). */
const DEFAULT_RELAY_URL = 'ws://127.0.0.1:4320'
/** The query parameter the wallet page reads for each network's RPC URL. */
const RPC_PARAMS: ReadonlyArray<readonly [string, string]> = [
  [DEMO_NETWORKS[0].caipNetworkId, 'rpc31337'],
  [DEMO_NETWORKS[1].caipNetworkId, 'rpc31338'],
  [DEMO_NETWORKS[2].caipNetworkId, 'solanaRpc'],
]

/**
 * The demo mobile wallet: the built wallet page served on `http://localhost:<port>/`, its own
 * origin (it talks to the relay and the chains, never to the modal). When the relay or a chain
 * the stack runs is not on its default port, the URL it reports carries the page's query
 * parameters (`relay`, `rpc31337`, `rpc31338`, `solanaRpc`) so that opening it just works. It
 * reports that URL as `endpoints.mobileWalletUrl`, so that the modal server points the demo
 * project's wallet links at it (see `setDemoEndpoints`).
 *
 * @throws AirlockError `INTERNAL` from `start()` when `root` has no `index.html`.
 */
export function createMobileWalletService(options: MobileWalletServiceOptions): Service {
  return {
    name: 'Mobile wallet',
    async start(context) {
      if (!existsSync(join(options.root, 'index.html'))) {
        throw new AirlockError(
          ErrorCode.INTERNAL,
          `The mobile wallet is not built: ${join(options.root, 'index.html')} is missing.`,
          { details: 'Run `npm run build:wallet -w @airlock/demo-host`.' },
        )
      }
      const server = await startStaticServer({
        name: 'mobile wallet server',
        root: options.root,
        host: 'localhost',
        port: options.port,
        envVar: 'AIRLOCK_WALLET_PORT',
      })
      const url = withEndpoints(server.url, context?.endpoints ?? {})
      return { url, stop: server.stop, endpoints: { mobileWalletUrl: url } }
    },
  }
}

/** `url` with a query parameter for each endpoint that differs from the wallet's default. */
function withEndpoints(url: string, endpoints: StackEndpoints): string {
  const query = new URLSearchParams()
  if (endpoints.relayUrl !== undefined && endpoints.relayUrl !== DEFAULT_RELAY_URL) {
    query.set('relay', endpoints.relayUrl)
  }
  for (const [network, param] of RPC_PARAMS) {
    const rpcUrl = endpoints.rpcUrls?.[network]
    const fallback = DEMO_NETWORKS.find((entry) => entry.caipNetworkId === network)?.rpcUrls.default
      .http[0]
    if (rpcUrl !== undefined && rpcUrl !== fallback) query.set(param, rpcUrl)
  }
  const search = query.toString()
  return search ? `${url}?${search}` : url
}
