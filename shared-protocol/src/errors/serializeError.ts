import { AirlockError } from './AirlockError.ts'
import { ErrorCode } from './ErrorCode.ts'
import type { SerializedError } from './SerializedError.ts'

/**
 * Turns any thrown value into the plain `{ code, message, data? }` that crosses the iframe.
 * Unknown errors become `INTERNAL` with their message; stacks never cross.
 *
 * @example
 * ```ts
 * serializeError(new AirlockError(ErrorCode.USER_REJECTED, 'Declined'))
 * // { code: 'USER_REJECTED', message: 'Declined' }
 * ```
 */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof AirlockError) {
    const serialized: SerializedError = { code: error.code, message: error.shortMessage }
    const data =
      error.details === undefined ? error.data : { details: error.details, value: error.data }
    if (data !== undefined) serialized.data = data
    return serialized
  }
  if (error instanceof Error)
    return { code: ErrorCode.INTERNAL, message: error.message || error.name }
  if (typeof error === 'string') return { code: ErrorCode.INTERNAL, message: error }
  return { code: ErrorCode.INTERNAL, message: 'Unknown error' }
}
