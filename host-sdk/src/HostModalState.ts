import type { ModalState, SerializedError } from '@airlock/shared-protocol'

/**
 * What the host knows about its modal: whether the iframe finished the handshake, whether the
 * overlay is shown, the modal's last pushed view, status, account (and those of every connected
 * namespace), network, wallet and SIWX session, and
 * the last connection error (`HANDSHAKE_TIMEOUT`, `PROTOCOL_MISMATCH`, or the modal's refusal:
 * `ORIGIN_NOT_ALLOWED`, `PROJECT_NOT_FOUND`, … at boot, `INVALID_OPTIONS` or `UNKNOWN_OPTION` for
 * the createModal() options it checks at the handshake), cleared by a successful handshake.
 *
 * @example
 * ```ts
 * const { ready, open, account, error } = modal.getState()
 * if (error?.code === 'HANDSHAKE_TIMEOUT') console.warn('Is this origin on the project allowlist?')
 * ```
 */
export type HostModalState = {
  /** The modal answered the handshake (`ready()`) and accepts calls. */
  ready: boolean
  /** The overlay is shown. */
  open: boolean
  // A newer modal may show a view this SDK does not list: it passes as it is.
  view: ModalState['view'] | (string & {})
  status: ModalState['status']
  account: ModalState['account']
  network: ModalState['network']
  /**
   * The active account's SIWX session, or `null` (SIWX off, not signed in yet, or a modal too old
   * to say): the exact `message` the wallet signed, its `signature` (`0x` hex EIP-191 on eip155,
   * base58 ed25519 over the UTF-8 message on solana), `caipAddress` (`<chainId>:<address>` of the
   * signer), `issuedAt` and `expirationTime?`. Not proof by itself: send it to your server and
   * verify the signature and the nonce your server issued there.
   * @example
   * ```ts
   * const { siwx } = modal.getState()
   * if (siwx) await fetch('/api/siwx/verify', { method: 'POST', body: JSON.stringify(siwx) })
   * ```
   */
  siwx: NonNullable<ModalState['siwx']> | null
  /**
   * The account of every connected namespace (`account` is the active one's), e.g. an EVM and a
   * Solana wallet connected at once; `[]` when disconnected.
   * @example
   * ```ts
   * const solana = modal.getState().accounts.find((account) => account.namespace === 'solana')
   * ```
   */
  accounts: NonNullable<ModalState['accounts']>
  /**
   * The active account's wallet: its `name` and `icon` (a data or http(s) URL, when the wallet
   * has one), or `null` when disconnected. `getWalletInfo()` reads it.
   */
  walletInfo: WalletInfo | null
  error: SerializedError | null
}

/**
 * A connected wallet's name and icon (a data or http(s) URL, when it has one).
 * @example
 * ```ts
 * const wallet: WalletInfo = { name: 'MetaMask', icon: 'data:image/svg+xml;base64,…' }
 * ```
 */
export type WalletInfo = NonNullable<ModalState['walletInfo']>
