import { AirlockError } from '@airlock/shared-protocol'
import { parseErrorText } from '../state/errors/parseErrorText.ts'
import { WALLET_MESSAGES } from './WALLET_MESSAGES.ts'
import type { WalletFailure } from './WalletFailure.ts'
import { walletErrorCode } from './walletErrorCode.ts'

/**
 * Turns a failed wallet request into what the view shows: `rejected` for EIP-1193 4001
 * (`USER_REJECTED`; a WalletConnect wallet's decline arrives as one, see `walletConnectRequest`),
 * `pending` for -32002 (`REQUEST_PENDING`), otherwise `error` with the error's
 * own short text (spec §8 parsing rule).
 */
export function toWalletFailure(
  error: unknown,
  rejectedMessage: string = WALLET_MESSAGES.rejected,
): WalletFailure {
  const code = walletErrorCode(error)
  if (code === 4001) return { kind: 'rejected', message: rejectedMessage }
  if (code === -32002) return { kind: 'pending', message: WALLET_MESSAGES.pending }
  const message = error instanceof AirlockError ? error.shortMessage : parseErrorText(error)
  return { kind: 'error', message }
}
