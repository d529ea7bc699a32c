import { DEMO_COLLECTIBLE, DEMO_EXCHANGE, DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import { deployDemoCollectible } from './deployDemoCollectible.ts'
import { deployDemoExchange } from './deployDemoExchange.ts'
import { deployDemoToken } from './deployDemoToken.ts'
import { startAnvil } from './startAnvil.ts'

/** The demo contracts' fixed addresses, as a row of `npm start`'s table shows them. */
export const DEMO_CONTRACTS_NOTE = `ADT token ${DEMO_TOKEN_ADDRESS}, Uniswap V2 router ${DEMO_EXCHANGE.router}, ALDC collectibles ${DEMO_COLLECTIBLE.address}`

/**
 * Deploys the demo contracts on a fresh anvil at `url`: the ERC20 ADT granted to the demo
 * accounts, the demo exchange with its seeded pools, and the demo ERC-721 minted to the demo
 * accounts, each at its fixed address.
 */
export async function deployDemoContracts(url: string): Promise<void> {
  await deployDemoToken(url)
  await deployDemoExchange(url)
  await deployDemoCollectible(url)
}

/** Parameters of {@link writeDemoChainState}. */
export type WriteDemoChainStateParameters = {
  /** EIP-155 chain id: a state only loads into an anvil of the chain id it was made on. */
  chainId: number
  /** The file anvil writes. */
  path: string
}

/**
 * Makes the state file of a demo chain: starts anvil, deploys the demo contracts and stops it,
 * which writes its blocks, transactions and accounts to `path`. An anvil started with it
 * (`startAnvil({ loadState })`) answers as one that deployed them itself, about four seconds
 * sooner: the browser tests start two chains per test file.
 */
export async function writeDemoChainState({
  chainId,
  path,
}: WriteDemoChainStateParameters): Promise<void> {
  const anvil = await startAnvil({ port: 0, chainId, dumpState: path })
  try {
    await deployDemoContracts(anvil.url)
  } finally {
    await anvil.stop()
  }
}
