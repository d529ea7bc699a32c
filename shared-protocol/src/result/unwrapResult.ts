import { AirlockError } from '../errors/AirlockError.ts'
import { deserializeError } from '../errors/deserializeError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'

/**
 * Returns the value of a result envelope or throws the rebuilt {@link AirlockError}. A reply that
 * is not an envelope at all is an `INVALID_PARAMS` error: the peer broke the protocol.
 *
 * @example
 * ```ts
 * unwrapResult({ ok: true, value: 42 }) // 42
 * ```
 */
export function unwrapResult(reply: unknown): unknown {
  if (typeof reply === 'object' && reply !== null) {
    const ok = Reflect.get(reply, 'ok')
    if (ok === true && Object.hasOwn(reply, 'value')) return Reflect.get(reply, 'value')
    if (ok === false) throw deserializeError(Reflect.get(reply, 'error'))
  }
  throw new AirlockError(
    ErrorCode.INVALID_PARAMS,
    'The peer answered with something that is not a result envelope.',
  )
}
