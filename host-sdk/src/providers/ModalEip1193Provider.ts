/**
 * The EIP-1193 provider of {@link AirlockModal.getProvider}`('eip155')`: hand it to viem, ethers
 * or wagmi. Requests go to whichever wallet the visitor connected in the modal; events come from
 * the modal's state. Errors follow EIP-1193 (a numeric `code`: 4001 declined, 4100 no wallet
 * connected to sign or send with, -32002 a prompt is already open, 4200 method not allowed,
 * -32603 anything else) and carry the AirlockError as `cause`; the `disconnect` event's error
 * is 4900.
 *
 * @example
 * ```ts
 * const provider = modal.getProvider('eip155')
 * const [address] = (await provider.request({ method: 'eth_accounts' })) as string[]
 * provider.on('accountsChanged', (accounts) => console.log(accounts))
 * ```
 */
export type ModalEip1193Provider = {
  /** Sends a JSON-RPC request (`{ method, params }`) to the connected wallet. */
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  /**
   * `accountsChanged` (the address list: one eip155 address, or empty), `chainChanged` (the hex
   * chain id of the active eip155 network), `connect` (`{ chainId }`, once an eip155 account is
   * there) and `disconnect` (an error with `code` 4900, once it is gone).
   */
  on: (event: ModalEip1193Event, listener: (data: never) => void) => void
  /** Removes a listener added with `on`. */
  removeListener: (event: ModalEip1193Event, listener: (data: never) => void) => void
}

/** The EIP-1193 events {@link ModalEip1193Provider} emits. */
export type ModalEip1193Event = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'
