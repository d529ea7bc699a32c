/**
 * What `walletRequest` lets the modal call on a host-window wallet, per namespace. `true` marks
 * the methods that open a prompt in the wallet: a wallet has at most one of those pending.
 * Read-only methods (`eth_chainId`, …) always pass. Look names up with `Object.hasOwn`.
 *
 * @example
 * ```ts
 * Object.hasOwn(WALLET_METHODS.eip155, 'eth_sign') // false: refused
 * ```
 */
export const WALLET_METHODS: Record<'eip155' | 'solana', Record<string, boolean>> = {
  eip155: {
    eth_requestAccounts: true,
    eth_accounts: false,
    eth_chainId: false,
    eth_getBalance: false,
    personal_sign: true,
    eth_signTypedData_v4: true,
    eth_sendTransaction: true,
    wallet_switchEthereumChain: true,
    wallet_addEthereumChain: true,
    wallet_getCapabilities: false,
    wallet_revokePermissions: false,
  },
  solana: {
    'standard:connect': true,
    'standard:disconnect': false,
    'solana:signMessage': true,
    'solana:signTransaction': true,
    'solana:signAndSendTransaction': true,
  },
}
