import { deployDemoCollectible } from '../chains/deployDemoCollectible.ts'
import { deployDemoExchange } from '../chains/deployDemoExchange.ts'
import { deployDemoToken } from '../chains/deployDemoToken.ts'
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
}

/**
 * A local EVM chain: anvil from `@foundry-rs/anvil` on `http://127.0.0.1:<port>` with the demo
 * ERC20 (ADT) deployed at its fixed address and granted to the demo accounts, and the demo
 * exchange (Uniswap V2 with the aUSD stablecoin and seeded pools, `deployDemoExchange`), and the
 * demo ERC-721 minted to the demo accounts (`deployDemoCollectible`). The table row shows the
 * token, router and collectible addresses; the service reports its URL as the RPC of `eip155:<chainId>`.
 */
export function createAnvilService(options: AnvilServiceOptions): Service {
  const name = `Anvil (chain ${options.chainId})`
  return {
    name,
    async start() {
      await assertPortFree({
        name,
        host: '127.0.0.1',
        port: options.port,
        envVar: options.envVar ?? 'AIRLOCK_EVM_PORT',
      })
      const anvil = await startAnvil({ port: options.port, chainId: options.chainId })
      try {
        const token = await deployDemoToken(anvil.url)
        const exchange = await deployDemoExchange(anvil.url)
        const collectible = await deployDemoCollectible(anvil.url)
        return {
          url: anvil.url,
          note: `ADT token ${token.address}, Uniswap V2 router ${exchange.router}, ALDC collectibles ${collectible.address}`,
          stop: anvil.stop,
          endpoints: { rpcUrls: { [`eip155:${options.chainId}`]: anvil.url } },
        }
      } catch (error) {
        await anvil.stop()
        throw error
      }
    },
  }
}
