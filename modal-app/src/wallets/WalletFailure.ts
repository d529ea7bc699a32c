/**
 * Why a wallet request did not succeed, in the terms a view shows: the visitor declined
 * (`rejected`), a prompt is already open (`pending`), or anything else (`error` with its text).
 * `message` is always the text to show (see {@link WALLET_MESSAGES}).
 */
export type WalletFailure =
  | { kind: 'rejected'; message: string }
  | { kind: 'pending'; message: string }
  | { kind: 'error'; message: string }
