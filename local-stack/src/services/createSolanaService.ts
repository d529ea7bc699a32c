import { DEMO_SPL_MINT, SOLANA_LOCAL_GENESIS_HASH } from '@airlock/testkit/demo'
import { startSolanaRpc } from '../chains/solana/startSolanaRpc.ts'
import { assertPortFree, type Service } from './Service.ts'

/** Options of {@link createSolanaService}. */
export type SolanaServiceOptions = {
  /**
   * Port on 127.0.0.1 (HTTP and WebSocket); `0` picks a free one.
   */
  port: number
}

/** The CAIP-2 id of the local Solana network (as in `DEMO_NETWORKS`). */
const SOLANA_LOCAL_NETWORK = `solana:${SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)}`

/**
 * The local Solana JSON-RPC (our server around litesvm) on `http://127.0.0.1:<port>`, with the
 * demo accounts funded with SOL and the demo SPL token. It answers CORS, and `requestAirdrop`,
 * only for the stack's own pages (`context.pageOrigins`: the modal, the demo host and the demo
 * mobile wallet). The table row shows the mint; the service reports its URL as the RPC of the
 * local Solana network.
 */
export function createSolanaService(options: SolanaServiceOptions): Service {
  return {
    name: 'Solana RPC',
    async start(context) {
      await assertPortFree({
        name: 'Solana RPC',
        host: '127.0.0.1',
        port: options.port,
        envVar: 'AIRLOCK_SOLANA_PORT',
      })
      // Read at each request: the web pages listen after this service starts.
      const solana = await startSolanaRpc({
        port: options.port,
        allowedOrigins: () => context?.pageOrigins?.() ?? [],
      })
      return {
        url: solana.url,
        note: `${DEMO_SPL_MINT.symbol} mint ${DEMO_SPL_MINT.address}`,
        stop: solana.stop,
        endpoints: { rpcUrls: { [SOLANA_LOCAL_NETWORK]: solana.url } },
      }
    },
  }
}
