import type { RpcErrorCode } from './RPC_ERROR.ts'

/**
 * An error the relay answers a request with, as `{ id, jsonrpc, error: { code, message } }`.
 * Thrown by the method handlers; never leaves the relay process as an exception.
 */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError'
  /** The JSON-RPC error code sent to the client. */
  readonly code: RpcErrorCode

  constructor(code: RpcErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
