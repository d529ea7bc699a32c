/**
 * What `walletRequest` lets the modal call on a Solana wallet-standard wallet: the features
 * {@link callSolanaWallet} knows. `true` marks the methods that open a prompt in the wallet: a
 * wallet has at most one of those pending.
 */
export const SOLANA_WALLET_METHODS: Readonly<Record<string, boolean>> = {
  'standard:connect': true,
  'standard:disconnect': false,
  'solana:signMessage': true,
  'solana:signTransaction': true,
  'solana:signAndSendTransaction': true,
}
