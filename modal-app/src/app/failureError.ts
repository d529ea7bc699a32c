import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { WalletFailure } from '../wallets/walletFailure.ts'

/**
 * The {@link AirlockError} for a wallet request that did not succeed, so that a caller over the
 * protocol (or a view's `useAction`) gets it typed: `USER_REJECTED` (EIP-1193 4001) when the
 * visitor declined, `REQUEST_PENDING` (-32002) when a prompt is already open, `INTERNAL`
 * otherwise. The message is the one the view shows.
 */
export function failureError(failure: WalletFailure): AirlockError {
  if (failure.kind === 'rejected') {
    return new AirlockError(ErrorCode.USER_REJECTED, failure.message, { data: { code: 4001 } })
  }
  if (failure.kind === 'pending') {
    return new AirlockError(ErrorCode.REQUEST_PENDING, failure.message, {
      data: { code: -32002 },
    })
  }
  return new AirlockError(ErrorCode.INTERNAL, failure.message)
}
