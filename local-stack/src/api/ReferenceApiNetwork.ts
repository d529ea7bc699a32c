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

/** A Uniswap V2 deployment the swap routes quote from and send swaps to. */
export type ReferenceApiExchange = {
  /** UniswapV2Router02: the spender of approvals and the `to` of swaps. */
  router: Address
  /** UniswapV2Factory: where the pools are found. */
  factory: Address
  /** The router's WETH: the native coin's stand-in in a route. */
  weth: Address
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
  /**
   * The network's exchange: the swap routes (`/v1/swap/v6.0/{chainId}/…`) answer for it, between
   * the native coin and `tokens`. Without it they answer `SWAPS_UNAVAILABLE`.
   */
  exchange?: ReferenceApiExchange | undefined
}
