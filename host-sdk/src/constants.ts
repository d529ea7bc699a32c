/**
 * What `walletRequest` lets the modal call on an eip155 host-window wallet (an adapter brings the
 * list of its own namespace). `true` marks the methods that open a prompt in the wallet: a wallet
 * has at most one of those pending. Read-only methods (`eth_chainId`, …) always pass; the modal
 * answers a dapp's chain reads (`eth_call`, …) from the network's RPC, never from here. Look names
 * up with `Object.hasOwn`.
 */
export const EIP155_WALLET_METHODS: Readonly<Record<string, boolean>> = {
  eth_requestAccounts: true,
  eth_accounts: false,
  eth_chainId: false,
  eth_getBalance: false,
  personal_sign: true,
  eth_signTypedData_v3: true,
  eth_signTypedData_v4: true,
  eth_sendTransaction: true,
  wallet_switchEthereumChain: true,
  wallet_addEthereumChain: true,
  // EIP-5792: sending a batch prompts, reading its status or the capabilities does not.
  wallet_sendCalls: true,
  wallet_getCallsStatus: false,
  wallet_showCallsStatus: true,
  wallet_getCapabilities: false,
  wallet_watchAsset: true,
  wallet_requestPermissions: true,
  wallet_getPermissions: false,
  wallet_revokePermissions: false,
}

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
