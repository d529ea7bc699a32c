import { DEMO_CONTRACTS_NOTE, deployDemoContracts } from '../chains/demoChainState.ts'
import { startAnvil } from '../chains/startAnvil.ts'
import { assertPortFree, type Service } from './Service.ts'

/** Options of {@link createAnvilService}. */
export type AnvilServiceOptions = {
  /**
   * Port on 127.0.0.1; `0` picks a free one.
   */
  port: number
  /**
   * EIP-155 chain id.
   */
  chainId: number
  /**
   * The variable that sets the port, named when it is taken.
   * @default 'AIRLOCK_EVM_PORT'
   */
  envVar?: string | undefined
  /**
   * A state file of this chain id made by `writeDemoChainState`: anvil starts from it instead of
   * deploying the demo contracts, with the same blocks, balances and addresses.
   */
  state?: string | undefined
  /** See `StartAnvilParameters.blockTimeSeconds`: a block every so many seconds besides. */
  blockTimeSeconds?: number | undefined
}

/**
 * A local EVM chain: anvil from `@foundry-rs/anvil` on `http://127.0.0.1:<port>` with the demo
 * ERC20 (ADT) deployed at its fixed address and granted to the demo accounts, and the demo
 * exchange (Uniswap V2 with the aUSD stablecoin and seeded pools, `deployDemoExchange`), and the
 * demo ERC-721 minted to the demo accounts (`deployDemoCollectible`), or all of those loaded from
 * `options.state`. The table row shows the token, router and collectible addresses; the service
 * reports its URL as the RPC of `eip155:<chainId>`.
 */
export function createAnvilService(options: AnvilServiceOptions): Service {
  const name = `Anvil (chain ${options.chainId})`
  return {
    name,
    async start(context) {
      await assertPortFree({
        name,
        host: '127.0.0.1',
        port: options.port,
        envVar: options.envVar ?? 'AIRLOCK_EVM_PORT',
      })
      const anvil = await startAnvil({
        port: options.port,
        chainId: options.chainId,
        loadState: options.state,
        blockTimeSeconds: options.blockTimeSeconds,
        signal: context?.signal,
      })
      // Stopping anvil fails a deployment in progress at once.
      const stopOnAbort = () => void anvil.stop()
      context?.signal?.addEventListener('abort', stopOnAbort, { once: true })
      try {
        if (options.state === undefined) await deployDemoContracts(anvil.url)
        return {
          url: anvil.url,
          note: DEMO_CONTRACTS_NOTE,
          stop: anvil.stop,
          endpoints: { rpcUrls: { [`eip155:${options.chainId}`]: anvil.url } },
        }
      } catch (error) {
        await anvil.stop()
        throw error
      } finally {
        context?.signal?.removeEventListener('abort', stopOnAbort)
      }
    },
  }
}
