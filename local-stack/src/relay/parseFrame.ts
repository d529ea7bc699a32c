import { findRawId } from './findRawId.ts'
import { RPC_ERROR, type RpcErrorCode } from './RelayRpcError.ts'

/** What {@link parseFrame} made of one text frame. */
export type ParsedFrame =
  | {
      kind: 'request'
      /** The id exactly as the client wrote it, ready to be written back unchanged. */
      rawId: string
      method: string
      /** `undefined` when the frame had no params member. */
      params: unknown
    }
  | {
      /** An answer from the client, such as its ack of an `irn_subscription`. */
      kind: 'response'
      rawId: string
    }
  | {
      kind: 'invalid'
      /** The id when it could be read, `'null'` otherwise (as JSON-RPC asks). */
      rawId: string
      code: RpcErrorCode
      message: string
    }

/**
 * Parses one WebSocket text frame as a JSON-RPC 2.0 message without losing its id: the id is
 * taken from the frame's text, not from `JSON.parse`, so 19-digit integer ids come back intact.
 */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return invalid('null', RPC_ERROR.PARSE_ERROR, 'Parse error: the frame is not valid JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalid('null', RPC_ERROR.INVALID_REQUEST, 'Invalid request: expected a JSON object')
  }
  const rawId = findRawId(text)
  const idValue = (value as { id?: unknown }).id
  if (rawId === undefined) {
    return invalid('null', RPC_ERROR.INVALID_REQUEST, 'Invalid request: the id is missing')
  }
  if (typeof idValue !== 'number' && typeof idValue !== 'string') {
    return invalid(
      'null',
      RPC_ERROR.INVALID_REQUEST,
      'Invalid request: id must be a number or a string',
    )
  }
  const frame = value as Record<string, unknown>
  if (frame.jsonrpc !== '2.0') {
    return invalid(rawId, RPC_ERROR.INVALID_REQUEST, 'Invalid request: jsonrpc must be "2.0"')
  }
  if (!('method' in frame) && ('result' in frame || 'error' in frame)) {
    return { kind: 'response', rawId }
  }
  if (typeof frame.method !== 'string' || frame.method === '') {
    return invalid(rawId, RPC_ERROR.INVALID_REQUEST, 'Invalid request: method must be a string')
  }
  return { kind: 'request', rawId, method: frame.method, params: frame.params }
}

function invalid(rawId: string, code: RpcErrorCode, message: string): ParsedFrame {
  return { kind: 'invalid', rawId, code, message }
}
