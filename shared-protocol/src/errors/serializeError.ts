import { isWithinPayloadBounds } from '../payload/assertPayloadBounds.ts'
import { truncate } from '../text/truncate.ts'
import { AirlockError } from './AirlockError.ts'
import { ErrorCode } from './ErrorCode.ts'

/** Longest message that crosses the iframe; longer ones are cut with an ellipsis. */
const maxMessageLength = 2000

/**
 * Turns any thrown value into the plain `{ code, message, data? }` that crosses the iframe.
 * Unknown errors become `INTERNAL` with their message; stacks and causes never cross. When the
 * error has `details`, `data` is `{ details, value }` (`value` being the error's own `data`), which
 * {@link deserializeError} unpacks again. Data that could not cross (a cycle, a function, a class
 * instance, past the payload bounds) is dropped rather than breaking the reply. Never throws.
 */
export function serializeError(error: unknown): SerializedError {
  try {
    if (error instanceof AirlockError) {
      const serialized: SerializedError = {
        code: error.code,
        message: truncate(error.shortMessage, maxMessageLength),
      }
      const data =
        error.details === undefined
          ? error.data
          : { details: truncate(error.details, maxMessageLength), value: error.data }
      if (data !== undefined && isWithinPayloadBounds(data)) serialized.data = data
      else if (error.details !== undefined)
        serialized.data = { details: truncate(error.details, maxMessageLength) }
      return serialized
    }
    if (error instanceof Error) {
      const message = typeof error.message === 'string' && error.message ? error.message : ''
      return {
        code: ErrorCode.INTERNAL,
        message: truncate(message || String(error.name), maxMessageLength),
      }
    }
    if (typeof error === 'string' && error) {
      return { code: ErrorCode.INTERNAL, message: truncate(error, maxMessageLength) }
    }
  } catch {
    // A hostile value (a Proxy, a throwing getter): fall through to the generic answer.
  }
  return { code: ErrorCode.INTERNAL, message: 'Unknown error' }
}

/**
 * An error as it crosses the iframe: plain data, structured-clone safe.
 *
 * @example
 * ```ts
 * const wire: SerializedError = { code: 'USER_REJECTED', message: 'User rejected the request.' }
 * ```
 */
export type SerializedError = {
  code: ErrorCode
  message: string
  data?: unknown
}
