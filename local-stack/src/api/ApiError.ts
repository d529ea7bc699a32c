import type { ApiErrorCode } from './API_ERROR.ts'

/**
 * An error the reference API answers with: the HTTP status and the JSON body
 * `{ "error": { "code", "message" } }` it is sent as (see {@link ApiError.toJSON}).
 */
export class ApiError extends Error {
  override name = 'ApiError'
  /**
   * The HTTP status.
   */
  readonly status: number
  /**
   * The machine-readable code.
   */
  readonly code: ApiErrorCode
  /**
   * The methods the path answers, sent as the `Allow` header of a 405; without it a 405 says
   * `GET, OPTIONS` (the history route).
   */
  readonly allow: string | undefined

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    options?: ErrorOptions & { allow?: string | undefined },
  ) {
    super(message, options)
    this.status = status
    this.code = code
    this.allow = options?.allow
  }

  /** The response body. */
  toJSON(): { error: { code: ApiErrorCode; message: string } } {
    return { error: { code: this.code, message: this.message } }
  }
}
