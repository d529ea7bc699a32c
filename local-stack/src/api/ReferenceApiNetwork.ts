import type { Address } from 'viem'

/** A token whose `Transfer` events the reference API reports, with how to show amounts. */
export type ReferenceApiToken = {
  /**
   * The ERC20 contract.
   */
  address: Address
  /**
   */
  symbol: string
  /**
   */
  decimals: number
  /**
   */
  name?: string | undefined
}

/**
 * One EVM network the reference API indexes.
 */
export type ReferenceApiNetwork = {
  /**
   * The CAIP-2 id clients ask for (`chainId` query parameter).
   */
  caipNetworkId: string
  /**
   * The network's display name (the demo on-ramp shows it); its `caipNetworkId` when absent.
   */
  name?: string | undefined
  /**
   * HTTP JSON-RPC endpoint of the chain.
   */
  rpcUrl: string
  /**
   * Symbol of the native currency (18 decimals).
   */
  nativeSymbol: string
  /**
   * Name of the native currency, reported as `fungible_info.name` when given.
   */
  nativeName?: string | undefined
  /**
   * The ERC20 tokens whose transfers are reported; transfers of other tokens are not.
   */
  tokens: readonly ReferenceApiToken[]
}
