import type { ModalOptions, Network } from '@airlock/shared-protocol'
import type { ThemeVariables } from './AirlockModal.ts'
import type { HostAdapter } from './adapters/HostAdapter.ts'
import type { GetSiwxNonce } from './handlers/createSiwxNonceHandler.ts'

/**
 * Options of {@link createModal}: the host-only options below plus every option the modal takes
 * (`themeMode`, `networks`, `metadata`, `features`, …; see `ModalOptions`). createModal() checks
 * the host-only ones and throws at once; the modal checks its own at the handshake and refuses
 * wrong ones (`getState().error`, `open()` rejects, a `console.error` here), naming the option.
 *
 * @example
 * ```ts
 * const options: CreateModalOptions = {
 *   projectId: 'demo',
 *   modalUrl: 'https://modal.example.com/',
 *   themeMode: 'light',
 * }
 * ```
 */
export type CreateModalOptions = Omit<
  ModalOptions,
  'siwx' | 'embedded' | 'themeVariables' | 'networks'
> & {
  /**
   * The modal's CSS variables, `--al-*` (AppKit's `--w3m-*`); see {@link ThemeVariables}.
   * @example { '--al-accent': '#ff6600', '--al-border-radius-master': '2px' }
   */
  themeVariables?: ThemeVariables | undefined
  /**
   * Networks the dapp supports, the first the default unless `defaultNetwork` names another;
   * without it, the project file's. A viem or AppKit chain object fits (its functions stay in the
   * page, its arrays may be `readonly`) once it has `chainNamespace` and `caipNetworkId`: for
   * wagmi's chains, see "Coming from AppKit or RainbowKit" in docs/embed.md.
   * @example
   * ```ts
   * import { base } from 'viem/chains'
   * networks: [{ ...base, chainNamespace: 'eip155', caipNetworkId: 'eip155:8453' }]
   * ```
   */
  networks?: readonly ReadonlyArrays<Network>[] | undefined
  /**
   * Sign in with the wallet (SIWX): after connecting, the visitor signs a CAIP-122 / EIP-4361
   * message naming this page. `required` makes it part of connecting (the modal cannot be closed
   * until signed); `statement` is one line shown in the message. The signed session reaches the
   * host as `getState().siwx` (and `subscribeSiwx`, `useModalSiwx`) for its server to verify.
   *
   * `getNonce` gives the message's nonce, from the dapp's server, so that the server accepts each
   * signature once; it is asked with the account and network about to sign in, must answer within
   * 10 s with 8–128 letters and digits, and otherwise the sign-in fails (the visitor is
   * disconnected and told 'A problem occurred while trying initialize authentication'; the modal
   * logs the reason, such as `siwx.getNonce() threw: …`, to the console in the iframe's context). Without it the modal makes a random nonce itself. With
   * the same other options, createModal() returns the instance of the first call, with its
   * `getNonce`.
   * @example
   * ```ts
   * {
   *   required: true,
   *   statement: 'Sign in to Example Shop',
   *   getNonce: async () => (await (await fetch('/api/siwx/nonce')).json()).nonce,
   * }
   * ```
   */
  siwx?:
    | (Omit<NonNullable<ModalOptions['siwx']>, 'hostNonce'> & {
        getNonce?: GetSiwxNonce | undefined
      })
    | undefined
  /**
   * Host-wallet support beyond EVM, one adapter per namespace, each from its own entry so that a
   * dapp ships only what it uses: `solanaAdapter()` from `@airlock/host-sdk/solana` lists the
   * page's Solana wallet-standard wallets (Phantom, Solflare, …) and makes
   * `getProvider('solana')` work. Without it the host lists EVM wallets only (EIP-6963 and
   * `window.ethereum`); WalletConnect in the modal still reaches Solana wallets. Anything else
   * throws `INVALID_OPTIONS`.
   * @example
   * ```ts
   * import { solanaAdapter } from '@airlock/host-sdk/solana'
   *
   * createModal({ projectId: 'demo', modalUrl: 'https://modal.example.com/', adapters: [solanaAdapter()] })
   * ```
   */
  adapters?: readonly HostAdapter[] | undefined
  /**
   * The project as the modal origin knows it: 1–64 letters, digits, `_` or `-`.
   * @example 'demo'
   */
  projectId: string
  /**
   * Absolute http(s) URL of the modal: where your deployment serves it (`npm start` serves one at
   * `http://localhost:4310/`). Required: without it createModal() throws `INVALID_MODAL_URL`.
   * @example 'https://modal.example.com/'
   */
  modalUrl: string
  /**
   * Shows the modal inline, inside this element, instead of as a dialog over the page: the modal
   * fills the element (give it a width and a height), has no backdrop, leaves the page's scroll
   * and focus alone, and stays shown. Closing it (its close button, `close()`) takes it back to
   * Account when connected, else to Connect; `open({ view })` moves it to a view;
   * `getState().open` is true once it shows. The element must be in the document; such an
   * instance is never shared with another createModal() call, and the element holds one at a
   * time. See docs/embed.md.
   * @example document.querySelector<HTMLElement>('#wallet')
   */
  embed?: HTMLElement | undefined
  /**
   * When the modal's iframe is created: `'load'` (default) right after the page's load event;
   * `'idle'` after it, once the browser is idle, however long that takes (as `'load'` where the
   * browser has no `requestIdleCallback`); `'interaction'` at the first hover, press, touch or
   * keyboard focus of a connect control, an element with the
   * `data-airlock-connect` attribute (or inside one, in an open shadow root too), so that a page
   * loads no modal byte for a visitor who never comes near it. Whichever the choice, `open()`, a
   * provider request, `switchNetwork()` or `disconnect()` creates it at once if it is not there
   * yet, and so does the reconnect on page load of the wagmi connector or of the Airlock Solana
   * wallet for a visitor who connected through it before.
   * @example 'interaction' // with <button data-airlock-connect>Connect</button>
   */
  preload?: 'load' | 'idle' | 'interaction' | undefined
  /**
   * Milliseconds to wait for the modal's `ready()` before the state records `HANDSHAKE_TIMEOUT`
   * (the SDK keeps listening afterwards). Default 10000.
   * @example 5000
   */
  handshakeTimeoutMs?: number | undefined
  /**
   * Milliseconds a call to the modal (`open()`, `close()`, `disconnect()`) may take before it
   * rejects with `REQUEST_TIMEOUT`. Default 10000. Calls that wait for the visitor in their wallet
   * (`getProvider(…).request(…)`, `switchNetwork()`) wait up to 5 minutes instead.
   * @example 5000
   */
  requestTimeoutMs?: number | undefined
}

/** `T` with every array in it `readonly`, so that `as const` data and viem's chains fit. */
type ReadonlyArrays<T> = T extends readonly (infer Item)[]
  ? readonly ReadonlyArrays<Item>[]
  : T extends object
    ? { [K in keyof T]: ReadonlyArrays<T[K]> }
    : T
