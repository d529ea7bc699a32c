/**
 * The error both demo wallets throw: an `Error` with the numeric `code` (and optional `data`) of
 * EIP-1193's `ProviderRpcError`, which is what dapps and connectors branch on. It is not an
 * `AirlockError` on purpose: these wallets stand in for third-party wallets, and the host SDK
 * must handle them exactly as it handles MetaMask or Phantom.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  /** EIP-1193 / JSON-RPC error code, see {@link ProviderErrorCode}. */
  readonly code: number
  /** Extra context, for example the chain's own error. */
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
