import type { AuthErrorBody, AuthErrorCode } from '@airlock/shared-protocol/authApi'

/**
 * An error the auth service answers with: the HTTP status and the body of `authErrorSchema`,
 * `{ "error": { "code", "message", "retryAfterSeconds"?, "attemptsLeft"? } }`.
 */
export class AuthError extends Error {
  override name = 'AuthError'
  readonly status: number
  readonly code: AuthErrorCode
  /** Sent as the body's `retryAfterSeconds` and the `Retry-After` header (429s). */
  readonly retryAfterSeconds: number | undefined
  /** Sent as the body's `attemptsLeft` (a wrong code). */
  readonly attemptsLeft: number | undefined

  constructor(
    status: number,
    code: AuthErrorCode,
    message: string,
    options?: ErrorOptions & { retryAfterSeconds?: number; attemptsLeft?: number },
  ) {
    super(message, options)
    this.status = status
    this.code = code
    this.retryAfterSeconds = options?.retryAfterSeconds
    this.attemptsLeft = options?.attemptsLeft
  }

  /** The response body. */
  toJSON(): AuthErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.retryAfterSeconds === undefined
          ? {}
          : { retryAfterSeconds: this.retryAfterSeconds }),
        ...(this.attemptsLeft === undefined ? {} : { attemptsLeft: this.attemptsLeft }),
      },
    }
  }
}
