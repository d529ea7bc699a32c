import type { Address } from 'viem'

/** A token whose `Transfer` events the reference API reports, with how to show amounts. */
export type ReferenceApiToken = {
  /**
   * The ERC20 contract.
   * @example '0x5FbDB2315678afecb367f032d93F642f64180aa3'
   */
  address: Address
  /**
   * @example 'ADT'
   */
  symbol: string
  /**
   * @example 18
   */
  decimals: number
  /**
   * @example 'Airlock Demo Token'
   */
  name?: string | undefined
}

/**
 * One EVM network the reference API indexes.
 *
 * @example
 * ```ts
 * const network: ReferenceApiNetwork = {
 *   caipNetworkId: 'eip155:31337',
 *   rpcUrl: 'http://127.0.0.1:8545',
 *   nativeSymbol: 'ETH',
 *   tokens: [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'ADT', decimals: 18 }],
 * }
 * ```
 */
export type ReferenceApiNetwork = {
  /**
   * The CAIP-2 id clients ask for (`chainId` query parameter).
   * @example 'eip155:31337'
   */
  caipNetworkId: string
  /**
   * The network's display name (the demo on-ramp shows it); its `caipNetworkId` when absent.
   * @example 'Anvil Local'
   */
  name?: string | undefined
  /**
   * HTTP JSON-RPC endpoint of the chain.
   * @example 'http://127.0.0.1:8545'
   */
  rpcUrl: string
  /**
   * Symbol of the native currency (18 decimals).
   * @example 'ETH'
   */
  nativeSymbol: string
  /**
   * Name of the native currency, reported as `fungible_info.name` when given.
   * @example 'Ether'
   */
  nativeName?: string | undefined
  /**
   * The ERC20 tokens whose transfers are reported; transfers of other tokens are not.
   * @example [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'ADT', decimals: 18 }]
   */
  tokens: readonly ReferenceApiToken[]
}
