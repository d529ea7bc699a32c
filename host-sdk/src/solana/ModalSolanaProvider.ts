/**
 * The Solana signer of {@link AirlockModal.getProvider}`('solana')`. Bytes in, bytes out; each
 * call goes to whichever Solana wallet the visitor connected in the modal. Failures reject with
 * an AirlockError (`USER_REJECTED`, `REQUEST_PENDING`, `CONNECTOR_NOT_FOUND`, …).
 *
 * @example
 * ```ts
 * const solana = modal.getProvider('solana')
 * const { publicKey } = await solana.connect()
 * const signature = await solana.signMessage(new TextEncoder().encode('Hello'))
 * ```
 */
export type ModalSolanaProvider = {
  /** The connected Solana address (base58), if the active account is a Solana one. */
  readonly publicKey: string | undefined
  /**
   * The connected address; with none, the modal opens on Connect for Solana and this resolves once
   * the visitor connects a Solana wallet (a visitor who closes the modal declines: `USER_REJECTED`).
   */
  connect: () => Promise<{ publicKey: string }>
  /** Signs a message; resolves to the 64-byte signature. */
  signMessage: (message: Uint8Array) => Promise<Uint8Array>
  /** Signs a serialized transaction; resolves to the signed transaction. */
  signTransaction: (
    transaction: Uint8Array,
    options?: SolanaTransactionOptions,
  ) => Promise<Uint8Array>
  /** Signs and sends a serialized transaction; resolves to its signature (base58-encode it to look it up). */
  signAndSendTransaction: (
    transaction: Uint8Array,
    options?: SolanaTransactionOptions,
  ) => Promise<Uint8Array>
}

/**
 * How to send a transaction, as wallet-standard's `solana:signAndSendTransaction` options say it.
 * Every wallet gets them: a wallet of the host page as they are, a WalletConnect wallet as
 * `sendOptions`; the modal's embedded wallet sends with them. `commitment` is the dapp's to wait for.
 *
 * @example
 * ```ts
 * await solana.signAndSendTransaction(transaction, { skipPreflight: true, maxRetries: 3 })
 * ```
 */
export type SolanaTransactionOptions = {
  /** The commitment of the preflight simulation and of the blockhash check. */
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized' | undefined
  /** The commitment to wait for once sent. */
  commitment?: 'processed' | 'confirmed' | 'finalized' | undefined
  /** Sends without simulating first. */
  skipPreflight?: boolean | undefined
  /** How often the RPC node retries sending. */
  maxRetries?: number | undefined
  /** The slot the node must have reached to simulate and send. */
  minContextSlot?: number | undefined
}
