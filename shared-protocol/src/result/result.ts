import { AirlockError } from '../errors/AirlockError.ts'
import { deserializeError } from '../errors/deserializeError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import type { SerializedError } from '../errors/serializeError.ts'

/**
 * Returns the value of a result envelope or throws the rebuilt {@link AirlockError}. A reply that
 * is not an envelope at all (not an object, `ok` missing or not a boolean, `ok: true` without an
 * own `value`) is an `INVALID_PARAMS` error: the peer broke the protocol. Only ever throws
 * AirlockErrors.
 *
 * @throws {AirlockError} the peer's error for `{ ok: false }`, `INVALID_PARAMS` for a malformed reply.
 */
export function unwrapResult(reply: unknown): unknown {
  let failed = false
  let error: unknown
  try {
    if (typeof reply === 'object' && reply !== null && !Array.isArray(reply)) {
      const envelope = reply as Record<string, unknown>
      const { ok } = envelope
      if (ok === true && Object.hasOwn(envelope, 'value')) return envelope.value
      failed = ok === false
      if (failed) error = envelope.error
    }
  } catch {
    // A Proxy or a getter that throws: not an envelope.
    failed = false
  }
  if (failed) throw deserializeError(error)
  throw new AirlockError(
    ErrorCode.INVALID_PARAMS,
    'The answer from the peer is not a result envelope.',
  )
}

/**
 * The envelope every protocol method returns. Errors travel as values because a thrown Error
 * loses its `code` when it crosses postMessage.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: SerializedError }
