/**
 * What `walletRequest` lets the modal call on an eip155 host-window wallet (an adapter brings the
 * list of its own namespace). `true` marks the methods that open a prompt in the wallet: a wallet
 * has at most one of those pending. Read-only methods (`eth_chainId`, …) always pass. Look names
 * up with `Object.hasOwn`.
 *
 * @example
 * ```ts
 * Object.hasOwn(EIP155_WALLET_METHODS, 'eth_sign') // false: refused
 * ```
 */
export const EIP155_WALLET_METHODS: Readonly<Record<string, boolean>> = {
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
}
