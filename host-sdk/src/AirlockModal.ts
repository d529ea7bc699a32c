import type { ModalEvent, Namespace, OpenOptions } from '@airlock/shared-protocol'
import type { ModalBitcoinProvider } from './bitcoin/ModalBitcoinProvider.ts'
import type { ModalCosmosProvider } from './cosmos/ModalCosmosProvider.ts'
import type { HostModalState, WalletInfo } from './HostModalState.ts'
import type { ModalPolkadotProvider } from './polkadot/ModalPolkadotProvider.ts'
import type { ModalEip1193Provider } from './providers/ModalEip1193Provider.ts'
import type { ModalSolanaProvider } from './solana/ModalSolanaProvider.ts'

/**
 * Theme variables (spec §9): CSS custom properties of the modal, `--al-*` names with string or
 * number values, the same as AppKit's `--w3m-*` / `--apkt-*` ones (`--w3m-accent` is
 * `--al-accent`). The ones named below are meant for hosts; any other `--al-*` token of the
 * modal's stylesheet can be set too. A name outside `--al-*` is refused (`INVALID_OPTIONS` at
 * start, `INVALID_PARAMS` from `setThemeVariables()`).
 *
 * @example
 * ```ts
 * const theme: ThemeVariables = { '--al-accent': '#ff6600', '--al-border-radius-master': '2px' }
 * ```
 */
export type ThemeVariables = {
  /** Buttons, links, focus rings and selected items. Default `'#3396ff'`. */
  '--al-accent'?: string
  /** Text and icons on the accent colour. Default `'#06121f'`. */
  '--al-accent-fg'?: string
  /** Every text of the modal. Default Inter, served by the modal. */
  '--al-font-family'?: string
  /** The unit of the type scale: 11 to 32 px at the default `'10px'`. */
  '--al-font-size-master'?: string
  /**
   * The unit of every radius: the card's is 8 of it, 32 px at the default `'4px'` (`'16px'`
   * makes a pill).
   */
  '--al-border-radius-master'?: string
  /** A colour blended into the modal's surfaces, by `--al-color-mix-strength`. */
  '--al-color-mix'?: string
  /** How much of `--al-color-mix` to blend in, in percent (`40` or `'40%'`). Default 0. */
  '--al-color-mix-strength'?: number | `${number}%`
  /**
   * Stacking inside the modal's own document only: the overlay in your page stays at z-index
   * 2147483000 (this does not set it, unlike AppKit's `--w3m-z-index`).
   */
  '--al-z-index'?: number
} & { [name: `--al-${string}`]: string | number }

/**
 * A modal instance, as {@link createModal} returns it. Its methods are plain functions (no
 * `this`), so they can be passed around as callbacks.
 *
 * @example
 * ```ts
 * const modal = createModal({ projectId: 'demo', modalUrl: 'https://modal.example.com/' })
 * button.onclick = () => modal.open({ view: 'Connect' })
 * const stop = modal.subscribeState((state) => render(state.account))
 * ```
 */
export type AirlockModal = {
  /** Random id of this instance; the channel and the `instance` in the iframe URL. */
  readonly instanceId: string
  /**
   * Shows the overlay at once and asks the modal to open (on `options.view`, or the view the
   * modal's opening rules pick). Before the modal is ready the request is queued and carried by
   * the handshake; until the modal's page arrives the host page shows its own loading card, and
   * after `HANDSHAKE_TIMEOUT` a card that says so with Retry (a later open() retries too, in a
   * new iframe; a refusal of the modal is not retried). Never throws: failures are a rejected promise (`INVALID_PARAMS`,
   * `HANDSHAKE_TIMEOUT`, `PROTOCOL_MISMATCH`, the modal's refusal of this page or of the
   * createModal() options (`ORIGIN_NOT_ALLOWED`, `INVALID_OPTIONS`, `UNKNOWN_OPTION`, …),
   * `REQUEST_TIMEOUT`, `CONNECTION_RESET`, `DESTROYED`, `NOT_IN_BROWSER` on the server); on
   * failure the overlay is hidden again.
   * @example
   * ```ts
   * await modal.open({ view: 'Account' })
   * ```
   */
  open: (options?: OpenOptions) => Promise<void>
  /**
   * Hides the overlay at once, restores scroll and focus and tells the modal. Cancels a queued
   * open (whose promise then resolves).
   * @example
   * ```ts
   * await modal.close()
   * ```
   */
  close: () => Promise<void>
  /**
   * The current state; the same object until something changes.
   * @example
   * ```ts
   * modal.getState().open // false
   * ```
   */
  getState: () => HostModalState
  /**
   * Calls `listener` with the new state on every change; returns the unsubscribe function.
   * @example
   * ```ts
   * const unsubscribe = modal.subscribeState((state) => console.log(state.view))
   * ```
   */
  subscribeState: (listener: (state: HostModalState) => void) => () => void
  /**
   * Calls `listener` with the account (`null` when disconnected) each time it changes; returns the
   * unsubscribe function.
   * @example
   * ```ts
   * modal.subscribeAccount((account) => render(account?.address ?? 'Not connected'))
   * ```
   */
  subscribeAccount: (listener: (account: HostModalState['account']) => void) => () => void
  /**
   * Calls `listener` with the active network (`{ caipNetworkId, name }` or `null`) each time it
   * changes; returns the unsubscribe function.
   * @example
   * ```ts
   * modal.subscribeNetwork((network) => console.log(network?.caipNetworkId))
   * ```
   */
  subscribeNetwork: (listener: (network: HostModalState['network']) => void) => () => void
  /**
   * Calls `listener` with the active account's SIWX session (`{ caipAddress, message, signature,
   * issuedAt, expirationTime? }` or `null`) each time it changes: after the visitor signs in, on
   * another account, on disconnect. Returns the unsubscribe function.
   * @example
   * ```ts
   * modal.subscribeSiwx((session) => {
   *   if (session) fetch('/api/siwx/verify', { method: 'POST', body: JSON.stringify(session) })
   * })
   * ```
   */
  subscribeSiwx: (listener: (session: HostModalState['siwx']) => void) => () => void
  /**
   * The provider the host's own dapp code signs and sends with, routed by the modal to whichever
   * wallet is connected: an EIP-1193 provider for `'eip155'`; with the namespace's adapter in the
   * options, a Solana signer for `'solana'` (`solanaAdapter()` of `@airlock/host-sdk/solana`), a
   * polkadot{.js} `Signer` for `'polkadot'` (`polkadotAdapter()` of `/polkadot`), a bitcoin
   * signer for `'bip122'` (`bitcoinAdapter()` of `/bitcoin`) and a CosmJS offline signer for
   * `'cosmos'` (`cosmosAdapter()` of `/cosmos`).
   * Returns the same object on every call. Calls made before the modal is ready wait for it.
   *
   * @throws {AirlockError} `UNKNOWN_NETWORK` for a namespace without its adapter (the message
   * says so).
   * @example
   * ```ts
   * const client = createWalletClient({ transport: custom(modal.getProvider('eip155')) })
   * // createModal({ projectId, modalUrl, adapters: [solanaAdapter()] })
   * const signature = await modal.getProvider('solana').signMessage(bytes)
   * ```
   */
  getProvider: {
    (namespace: 'eip155'): ModalEip1193Provider
    (namespace: 'solana'): ModalSolanaProvider
    (namespace: 'polkadot'): ModalPolkadotProvider
    (namespace: 'bip122'): ModalBitcoinProvider
    (namespace: 'cosmos'): ModalCosmosProvider
  }
  /**
   * Asks the modal to switch the active network (the wallet may prompt). The modal rejects a
   * malformed id (`INVALID_PARAMS`) and one outside the networks it runs with (`UNKNOWN_NETWORK`,
   * the message lists them) before any wallet is asked; then come the wallet's errors
   * (`USER_REJECTED`, …).
   * @example
   * ```ts
   * await modal.switchNetwork('eip155:8453')
   * ```
   */
  switchNetwork: (caipNetworkId: string) => Promise<void>
  /**
   * Disconnects the wallet of `namespace` (the others stay connected), or without one the wallet
   * in every namespace.
   * @example
   * ```ts
   * await modal.disconnect({ namespace: 'solana' })
   * await modal.disconnect()
   * ```
   */
  disconnect: (options?: { namespace?: Namespace }) => Promise<void>
  /**
   * Calls `listener` with each tracked event of the modal (spec §7: `MODAL_OPEN`, `MODAL_CLOSE`,
   * `CONNECT_SUCCESS`, `SWITCH_NETWORK`, `SEND_SUCCESS`, `SIWX_AUTH_SUCCESS`, …) as
   * `{ event, properties, address?, timestamp }`, whether or not analytics is on. Returns the
   * unsubscribe function.
   * @example
   * ```ts
   * modal.subscribeEvents(({ event, properties }) => {
   *   if (event === 'CONNECT_SUCCESS') console.log('connected with', properties.name)
   * })
   * ```
   */
  subscribeEvents: (listener: (event: ModalEvent) => void) => () => void
  /**
   * The connected wallet's `name` and `icon` (a data or http(s) URL, when it has one), or
   * `undefined` when disconnected. `getState().walletInfo` holds the same.
   * @example
   * ```ts
   * const wallet = modal.getWalletInfo()
   * if (wallet?.icon) img.src = wallet.icon
   * ```
   */
  getWalletInfo: () => WalletInfo | undefined
  /**
   * Switches the modal to the light or dark theme, at once. Rejects with `INVALID_PARAMS` for
   * anything else (the message names the value).
   * @example
   * ```ts
   * await modal.setThemeMode('light')
   * ```
   */
  setThemeMode: (themeMode: 'light' | 'dark') => Promise<void>
  /**
   * Sets theme variables ({@link ThemeVariables}: `--al-accent`, `--al-font-family`,
   * `--al-font-size-master`, `--al-border-radius-master`, …) over the current ones, at once. Rejects with
   * `INVALID_PARAMS` naming a variable that is not a `--al-*` name or a value that is not a string
   * of at most 200 characters or a number.
   * @example
   * ```ts
   * await modal.setThemeVariables({ '--al-accent': '#ff6600', '--al-border-radius-master': '8px' })
   * ```
   */
  setThemeVariables: (themeVariables: ThemeVariables) => Promise<void>
  /**
   * Removes the iframe and every listener, closes the connection, rejects pending calls with
   * `DESTROYED`, and forgets the instance (a later createModal() with the same options makes a new
   * one). Later open()/close() reject with `DESTROYED`.
   * @example
   * ```ts
   * modal.destroy()
   * ```
   */
  destroy: () => void
}
