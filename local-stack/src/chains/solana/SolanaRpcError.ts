/**
 * A JSON-RPC error as the Solana RPC sends it: `{ code, message, data? }`. The local server
 * throws it from a method and writes it into the response unchanged.
 */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  /** JSON-RPC error code (-32002 preflight failure, -32003 signature failure, -32602 bad params…). */
  readonly code: number
  /** The `data` member of the error, if any. */
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
