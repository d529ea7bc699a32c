import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { parseErrorText } from '../state/errors/parseErrorText.ts'

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

/**
 * What the visitor reads when a host-window wallet does not do what was asked, in one place so
 * every view words it the same way. The spec quotes none of these; they follow the wording the
 * common wallets and modals use, so visitors recognise them.
 */
export const WALLET_MESSAGES = Object.freeze({
  /** The visitor said no in the wallet (EIP-1193 4001). */
  rejected: 'Connection declined',
  /** The longer line under {@link WALLET_MESSAGES.rejected}. */
  rejectedDetails: 'You declined the request in your wallet. Try again when you are ready.',
  /** The wallet already shows a prompt (EIP-1193 -32002). */
  pending: 'Open your wallet to continue',
  /** The longer line under {@link WALLET_MESSAGES.pending}. */
  pendingDetails: 'A request is already waiting in your wallet: approve or decline it there.',
  /** The wallet answered without any account. */
  noAccounts: 'The wallet did not share an account',
  /** The wallet declined a network switch. */
  switchDeclined: 'Network switch declined',
  /** A provider request arrived while no wallet is connected on its namespace. */
  notConnected: 'No wallet is connected',
})

/**
 * Why a wallet request did not succeed, in the terms a view shows: the visitor declined
 * (`rejected`), a prompt is already open (`pending`), or anything else (`error` with its text).
 * `message` is always the text to show (see {@link WALLET_MESSAGES}).
 */
export type WalletFailure =
  | { kind: 'rejected'; message: string }
  | { kind: 'pending'; message: string }
  | { kind: 'error'; message: string }

/**
 * The EIP-1193 code behind a failed wallet request: `data.code` of an {@link AirlockError} (as the
 * host SDK forwards it), or `code` of a plain provider error; 4001 and -32002 are also derived
 * from `USER_REJECTED` and `REQUEST_PENDING`. Undefined when none is known.
 */
export function walletErrorCode(error: unknown): number | undefined {
  if (error instanceof AirlockError) {
    const data: unknown = error.data
    if (data && typeof data === 'object' && typeof (data as { code?: unknown }).code === 'number') {
      return (data as { code: number }).code
    }
    if (error.code === ErrorCode.USER_REJECTED) return 4001
    if (error.code === ErrorCode.REQUEST_PENDING) return -32002
    return undefined
  }
  if (error && typeof error === 'object') {
    const code: unknown = (error as { code?: unknown }).code
    if (typeof code === 'number') return code
  }
  return undefined
}
