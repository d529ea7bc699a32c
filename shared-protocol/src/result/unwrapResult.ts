import { AirlockError } from '../errors/AirlockError.ts'
import { deserializeError } from '../errors/deserializeError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'

/**
 * Returns the value of a result envelope or throws the rebuilt {@link AirlockError}. A reply that
 * is not an envelope at all (not an object, `ok` missing or not a boolean, `ok: true` without an
 * own `value`) is an `INVALID_PARAMS` error: the peer broke the protocol. Only ever throws
 * AirlockErrors.
 *
 * @throws {AirlockError} the peer's error for `{ ok: false }`, `INVALID_PARAMS` for a malformed reply.
 * @example
 * ```ts
 * unwrapResult({ ok: true, value: 42 }) // 42
 * unwrapResult({ ok: false, error: { code: 'USER_REJECTED', message: 'Declined' } }) // throws
 * ```
 */
export function unwrapResult(reply: unknown): unknown {
  let ok: unknown
  let hasValue = false
  let value: unknown
  let error: unknown
  try {
    if (typeof reply === 'object' && reply !== null && !Array.isArray(reply)) {
      ok = Reflect.get(reply, 'ok')
      hasValue = Object.hasOwn(reply, 'value')
      value = hasValue ? Reflect.get(reply, 'value') : undefined
      error = ok === false ? Reflect.get(reply, 'error') : undefined
    }
  } catch {
    ok = undefined
  }
  if (ok === true && hasValue) return value
  if (ok === false) throw deserializeError(error)
  throw new AirlockError(
    ErrorCode.INVALID_PARAMS,
    'The peer answered with something that is not a result envelope.',
  )
}
