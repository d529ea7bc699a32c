import { AirlockError } from './AirlockError.ts'
import { ErrorCode } from './ErrorCode.ts'

const knownCodes = new Set<string>(Object.values(ErrorCode))

/**
 * Rebuilds an {@link AirlockError} from what crossed the iframe. Anything malformed becomes an
 * `INTERNAL` error that says so, so a hostile or buggy peer cannot make us throw a non-error.
 *
 * @example
 * ```ts
 * const error = deserializeError({ code: 'REQUEST_TIMEOUT', message: 'No answer' })
 * error instanceof AirlockError // true
 * ```
 */
export function deserializeError(value: unknown): AirlockError {
  if (typeof value !== 'object' || value === null) {
    return new AirlockError(ErrorCode.INTERNAL, 'The modal answered with a malformed error.')
  }
  const code = Reflect.get(value, 'code')
  const message = Reflect.get(value, 'message')
  const data = Reflect.get(value, 'data')
  const safeCode =
    typeof code === 'string' && knownCodes.has(code) ? (code as ErrorCode) : ErrorCode.INTERNAL
  const safeMessage =
    typeof message === 'string' && message.length > 0 ? message.slice(0, 2000) : 'Unknown error'
  const details =
    typeof data === 'object' && data !== null && typeof Reflect.get(data, 'details') === 'string'
      ? (Reflect.get(data, 'details') as string)
      : undefined
  return new AirlockError(safeCode, safeMessage, { details, data })
}
