import type { ApiErrorCode } from './API_ERROR.ts'

/**
 * An error the reference API answers with: the HTTP status and the JSON body
 * `{ "error": { "code", "message" } }` it is sent as (see {@link ApiError.toJSON}).
 *
 * @example
 * ```ts
 * throw new ApiError(400, API_ERROR.INVALID_ADDRESS, "'0x12' is not a 0x EVM address.")
 * ```
 */
export class ApiError extends Error {
  override name = 'ApiError'
  /**
   * The HTTP status.
   * @example 404
   */
  readonly status: number
  /**
   * The machine-readable code.
   * @example 'UNKNOWN_NETWORK'
   */
  readonly code: ApiErrorCode

  constructor(status: number, code: ApiErrorCode, message: string, options?: ErrorOptions) {
    super(message, options)
    this.status = status
    this.code = code
  }

  /** The response body. */
  toJSON(): { error: { code: ApiErrorCode; message: string } } {
    return { error: { code: this.code, message: this.message } }
  }
}
