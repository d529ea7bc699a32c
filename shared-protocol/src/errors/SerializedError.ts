import type { ErrorCode } from './ErrorCode.ts'

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
