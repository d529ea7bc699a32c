import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { tryAgainAfterError } from '../state/errors/ERRORS.ts'

/** The auth service's refusal as the frame forwards it (`AUTH_REFUSED`'s data). */
type Refusal = { reason?: unknown; retryAfterSeconds?: unknown; attemptsLeft?: unknown }

/** The seconds an email login must still wait, when the error is the auth service's block. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof AirlockError) || error.code !== ErrorCode.AUTH_REFUSED) return undefined
  const data = (error.data ?? {}) as Refusal
  const reason = data.reason
  if (reason !== 'EMAIL_COOLDOWN' && reason !== 'RATE_LIMITED') return undefined
  return typeof data.retryAfterSeconds === 'number' && data.retryAfterSeconds > 0
    ? Math.ceil(data.retryAfterSeconds)
    : undefined
}

/**
 * The auth service's block on a second code to an address it mailed one under 30 s ago
 * (`EMAIL_COOLDOWN`): that code is still valid, so the login can go on to its step.
 */
export function isCodeAlreadySent(error: unknown): boolean {
  if (!(error instanceof AirlockError) || error.code !== ErrorCode.AUTH_REFUSED) return false
  return ((error.data ?? {}) as Refusal).reason === 'EMAIL_COOLDOWN'
}

/**
 * What a login, setup or export failure says to the visitor: the auth service's refusals in
 * words (wrong or expired code, the email block's "try again after N seconds", a passphrase that
 * does not open the kit), the frame or the service out of reach as such, anything else by its
 * message.
 */
export function loginErrorText(error: unknown): string {
  if (!(error instanceof AirlockError)) return 'Something went wrong. Try again.'
  const data = (error.data ?? {}) as Refusal
  if (error.code === ErrorCode.AUTH_REFUSED) {
    const wait = retryAfterSeconds(error)
    if (wait !== undefined) return tryAgainAfterError(wait)
    switch (data.reason) {
      case 'WRONG_CODE':
        return typeof data.attemptsLeft === 'number'
          ? `Wrong code. ${data.attemptsLeft} ${data.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
          : 'Wrong code.'
      case 'CODE_EXPIRED':
        return 'This code has expired. Ask for a new one.'
      case 'TOO_MANY_ATTEMPTS':
        return 'Too many wrong codes. Ask for a new one.'
      case 'INVALID_EMAIL':
        return 'Enter a valid email address'
      case 'LOGIN_TOO_OLD':
        return 'For your safety, exporting needs a recent login: log out, log in again, then export.'
    }
    return error.shortMessage
  }
  if (error.code === ErrorCode.WRONG_PASSPHRASE) {
    return 'This passphrase does not open the recovery kit. Check both and try again.'
  }
  // The frame's own words say whether the service was unreachable or answered oddly; this adds
  // what a visitor worries about next.
  if (error.code === ErrorCode.HTTP_ERROR) return `${error.shortMessage} Nothing was lost.`
  return error.shortMessage
}
