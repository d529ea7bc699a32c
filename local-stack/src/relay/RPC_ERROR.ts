/**
 * The JSON-RPC 2.0 error codes the relay answers with. The socket stays open after each of them;
 * only a frame over the size limit closes it (WebSocket close code 1009).
 *
 * @example
 * ```ts
 * if (frame.error?.code === RPC_ERROR.METHOD_NOT_FOUND) console.warn('relay does not know it')
 * ```
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
} as const

/** One of the {@link RPC_ERROR} values. */
export type RpcErrorCode = (typeof RPC_ERROR)[keyof typeof RPC_ERROR]
