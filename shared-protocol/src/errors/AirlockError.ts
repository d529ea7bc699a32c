import type { ErrorCode } from './ErrorCode.ts'

/** Options of {@link AirlockError}. */
export type AirlockErrorOptions = {
  /** A longer explanation for developers: what was received, what was expected. */
  details?: string | undefined
  /** Machine-readable context (for example the EIP-1193 code of a wallet error). */
  data?: unknown
  /** The error that caused this one. */
  cause?: unknown
}

/**
 * The one error base of Airlock. Every error thrown by the SDK or the modal is an AirlockError
 * with a stable `code`; it crosses the iframe as `{ code, message, data }` and is rebuilt there.
 *
 * @example
 * ```ts
 * try {
 *   createModal({ projectId: '' })
 * } catch (error) {
 *   if (error instanceof AirlockError && error.code === ErrorCode.INVALID_PROJECT_ID) {
 *     console.error(error.shortMessage)
 *   }
 * }
 * ```
 */
export class AirlockError extends Error {
  override name = 'AirlockError'
  /** Stable code to branch on. */
  readonly code: ErrorCode
  /** One sentence for people, without details. */
  readonly shortMessage: string
  /** Longer explanation for developers, if any. */
  readonly details: string | undefined
  /** Machine-readable context, if any. */
  readonly data: unknown

  constructor(code: ErrorCode, shortMessage: string, options: AirlockErrorOptions = {}) {
    const message = options.details
      ? `${shortMessage}\n\nDetails: ${options.details}`
      : shortMessage
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
    this.data = options.data
  }
}
