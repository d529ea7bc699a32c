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

/**
 * The JSON-RPC 2.0 error codes the relay answers with. The socket stays open after each of them;
 * only a frame over the size limit closes it (WebSocket close code 1009). Sockets over quota are
 * refused at the upgrade with HTTP 429.
 */
export const RPC_ERROR = {
  /** The frame is not JSON. */
  PARSE_ERROR: -32700,
  /** The frame is JSON but not a JSON-RPC 2.0 request (not an object, wrong `jsonrpc`, bad id). */
  INVALID_REQUEST: -32600,
  /** The relay has no such method. */
  METHOD_NOT_FOUND: -32601,
  /** The method exists but its params are missing or of the wrong shape. */
  INVALID_PARAMS: -32602,
  /** Something went wrong inside the relay. */
  INTERNAL_ERROR: -32603,
  /**
   * The client (or its IP address) is over a quota: publishes per second, mailbox bytes or
   * subscriptions. The message names which; nothing was done, other clients are unaffected.
   * (-32005 is "limit exceeded" in EIP-1474.)
   */
  QUOTA_EXCEEDED: -32005,
} as const

/** One of the {@link RPC_ERROR} values. */
export type RpcErrorCode = (typeof RPC_ERROR)[keyof typeof RPC_ERROR]
