import { AirlockError, ErrorCode } from '@airlock/shared-protocol'

/**
 * Turns what a wallet threw into an AirlockError that can cross the iframe: EIP-1193 4001 is
 * `USER_REJECTED`, -32002 `REQUEST_PENDING`, anything else `INTERNAL`; a numeric wallet code is
 * kept in `data.code` and the wallet's message (cut to 300 characters) becomes the message.
 * AirlockErrors pass unchanged.
 */
export function toWalletError(error: unknown): AirlockError {
  if (error instanceof AirlockError) return error
  let code: unknown
  let message: unknown
  try {
    ;({ code, message } = error as { code: unknown; message: unknown })
  } catch {
    // a thrown primitive or a hostile getter: no code, no message
  }
  const known = typeof code === 'number'
  return new AirlockError(
    code === 4001
      ? ErrorCode.USER_REJECTED
      : code === -32002
        ? ErrorCode.REQUEST_PENDING
        : ErrorCode.INTERNAL,
    typeof message === 'string' && message ? message.slice(0, 300) : 'The wallet failed to answer.',
    known ? { data: { code } } : {},
  )
}
