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
