/**
 * The connector id of WalletConnect in the modal: the active connector of every namespace a
 * WalletConnect session approved, and the id `callWallet` connects with.
 */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
