import type {
  Hex,
  PolkadotAccount,
  PolkadotSignerPayload,
} from '@airlock/shared-protocol/namespaceWallets'

/** What the signer of {@link ModalPolkadotProvider} answers, as polkadot{.js} `SignerResult`. */
export type PolkadotSignerResult = { id: number; signature: Hex }

/**
 * The polkadot signer of `modal.getProvider('polkadot')`: a polkadot{.js} `Signer` (`signRaw`,
 * `signPayload`) that `@polkadot/api` takes as it is, plus `connect()`. Each call goes to
 * whichever polkadot wallet the visitor connected in the modal (a host extension or a
 * WalletConnect wallet). Failures reject with an AirlockError (`USER_REJECTED`,
 * `REQUEST_PENDING`, `CONNECTOR_NOT_FOUND`, `INVALID_PARAMS`, …).
 *
 * @example
 * ```ts
 * const polkadot = modal.getProvider('polkadot')
 * const [{ address }] = await polkadot.connect()
 * await api.tx.balances.transferKeepAlive(to, 1n).signAndSend(address, { signer: polkadot })
 * ```
 */
export type ModalPolkadotProvider = {
  /** The connected polkadot address (SS58), if a polkadot account is connected in the modal. */
  readonly address: string | undefined
  /**
   * The connected accounts; with none, the modal opens on Connect for polkadot and this resolves
   * once the visitor connects a polkadot wallet (closing the modal declines: `USER_REJECTED`).
   */
  connect: () => Promise<PolkadotAccount[]>
  /**
   * Signs bytes, `data` as 0x hex (`type: 'bytes'`: the wallet wraps them in `<Bytes>…</Bytes>`).
   * `type: 'payload'` is refused (`INVALID_PARAMS`): sign a transaction with `signPayload`.
   */
  signRaw: (raw: {
    address: string
    data: string
    type?: 'bytes' | 'payload'
  }) => Promise<PolkadotSignerResult>
  /** Signs a transaction payload (`SignerPayloadJSON`). */
  signPayload: (payload: PolkadotSignerPayload) => Promise<PolkadotSignerResult>
}
