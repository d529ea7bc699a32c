/**
 * The numeric error codes the demo wallets answer with: the EIP-1193 provider codes, EIP-3326's
 * 4902 and the JSON-RPC codes wallets use. The Solana wallet uses the same numbers, as Solana
 * browser wallets do.
 */
export const ProviderErrorCode = {
  /** The person pressed Reject (or Escape) in the wallet's prompt. */
  USER_REJECTED: 4001,
  /** The site is not connected to the wallet, or asked about another account. */
  UNAUTHORIZED: 4100,
  /** The wallet does not implement this method. */
  UNSUPPORTED_METHOD: 4200,
  /** The wallet is disconnected from every chain (sent with the `disconnect` event). */
  DISCONNECTED: 4900,
  /** The wallet could not reach the active chain's RPC. */
  CHAIN_DISCONNECTED: 4901,
  /** `wallet_switchEthereumChain` to a chain the wallet does not know: add it first. */
  UNRECOGNIZED_CHAIN: 4902,
  /** The parameters do not have the shape the method needs. */
  INVALID_PARAMS: -32602,
  /** The wallet or the chain failed while doing what was approved. */
  INTERNAL: -32603,
  /** A prompt of this wallet is already open; answer it first. */
  REQUEST_PENDING: -32002,
} as const

/** One of the {@link ProviderErrorCode} values. */
export type ProviderErrorCode = (typeof ProviderErrorCode)[keyof typeof ProviderErrorCode]
