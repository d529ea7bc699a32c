import type { BitcoinAccount } from '@airlock/shared-protocol/namespaceWallets'

/**
 * The bitcoin signer of `modal.getProvider('bip122')`. Each call goes to whichever bitcoin wallet
 * the visitor connected in the modal (a host wallet or a WalletConnect wallet). Failures reject
 * with an AirlockError (`USER_REJECTED`, `REQUEST_PENDING`, `CONNECTOR_NOT_FOUND`,
 * `INVALID_PARAMS`, …).
 *
 * @example
 * ```ts
 * const bitcoin = modal.getProvider('bip122')
 * const [{ address }] = await bitcoin.getAccounts()
 * const { signature } = await bitcoin.signMessage({ address, message: 'Hello' })
 * const { psbt } = await bitcoin.signPsbt({ psbt: base64Psbt, signInputs: { [address]: [0] } })
 * ```
 */
export type ModalBitcoinProvider = {
  /** The connected bitcoin address, if a bitcoin account is connected in the modal. */
  readonly address: string | undefined
  /**
   * The connected accounts (`{ address, publicKey, purpose }`); with none, the modal opens on
   * Connect for bitcoin and this resolves once the visitor connects a bitcoin wallet (closing the
   * modal declines: `USER_REJECTED`). Over WalletConnect only `address` may be known.
   */
  getAccounts: () => Promise<Array<Partial<BitcoinAccount> & { address: string }>>
  /** Signs a UTF-8 message (BIP-322); the signature is base64. */
  signMessage: (input: { address: string; message: string }) => Promise<{ signature: string }>
  /**
   * Signs the inputs `signInputs` lists per address (`{ [address]: input indexes }`) of a base64
   * PSBT; resolves to the signed PSBT, base64, not finalized.
   */
  signPsbt: (input: {
    psbt: string
    signInputs: Record<string, number[]>
  }) => Promise<{ psbt: string }>
}
