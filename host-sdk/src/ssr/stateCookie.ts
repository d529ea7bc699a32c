import { AirlockError, ErrorCode, type Namespace } from '@airlock/shared-protocol'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState } from '../HostModalState.ts'

/** The cookie the modal's connection state is mirrored to, unless another name is given. */
const DEFAULT_COOKIE = 'airlock.state'
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/**
 * What a server-rendered page starts from ({@link cookieToInitialState}): the connection status,
 * account and network the modal had when the cookie was last written. Nothing secret: the
 * address and the network a visitor's page already shows.
 */
export type InitialState = {
  status: 'connected'
  account: NonNullable<HostModalState['account']>
  network: HostModalState['network']
}

/** Options of {@link mirrorStateToCookie} and {@link cookieToInitialState}. */
export type StateCookieOptions = {
  /** The cookie's name. @default 'airlock.state' */
  name?: string
}

/**
 * Mirrors the modal's connection (status, address, network) to a cookie of the page's site, so
 * that the server can render the next page load as connected ({@link cookieToInitialState}).
 * The cookie is written once the modal answered: set while a wallet is connected, removed when it
 * disconnects. Returns the function that stops mirroring. Call it in the browser, next to
 * createModal().
 *
 * @example
 * ```ts
 * const modal = createModal({ projectId, modalUrl })
 * mirrorStateToCookie(modal)
 * ```
 */
export function mirrorStateToCookie(
  modal: Pick<AirlockModal, 'getState' | 'subscribeState'>,
  { name = DEFAULT_COOKIE }: StateCookieOptions = {},
): () => void {
  let written: string | undefined
  const write = ({ ready, status, account, network }: HostModalState) => {
    // Before the modal answered, the state says nothing about the wallet yet; connecting and a
    // sign-in under way end in one of the two states the cookie holds.
    if (!ready || status === 'connecting' || status === 'signing-in') return
    if (typeof document === 'undefined') return
    const value =
      status === 'connected' && account
        ? encodeURIComponent(JSON.stringify({ status, account, network }))
        : ''
    if (value === written) return
    written = value
    const secure = location.protocol === 'https:' ? '; secure' : ''
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox; the value is encoded above.
    document.cookie = `${name}=${value}; path=/; max-age=${value ? MAX_AGE_SECONDS : 0}; samesite=lax${secure}`
  }
  write(modal.getState())
  return modal.subscribeState(write)
}

/**
 * The state a server-rendered page starts from, read from the request's `Cookie` header (or
 * `document.cookie` in the browser): the connection {@link mirrorStateToCookie} wrote, or
 * `undefined` when there is none or it is not one Airlock wrote. Give it to
 * {@link withInitialState} on the server and again in the browser before hydrating.
 *
 * @throws {AirlockError} `INVALID_PARAMS` when `cookieHeader` is neither a string nor
 * null/undefined.
 * @example
 * ```ts
 * const initialState = cookieToInitialState(request.headers.cookie)
 * ```
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
  { name = DEFAULT_COOKIE }: StateCookieOptions = {},
): InitialState | undefined {
  if (cookieHeader === null || cookieHeader === undefined) return undefined
  if (typeof cookieHeader !== 'string') {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      `cookieToInitialState() takes the Cookie header as a string, not ${typeof cookieHeader}.`,
    )
  }
  const pair = cookieHeader.split(/;\s*/).find((each) => each.slice(0, each.indexOf('=')) === name)
  if (!pair) return undefined
  try {
    return parseInitialState(JSON.parse(decodeURIComponent(pair.slice(name.length + 1))))
  } catch {
    // A cookie someone else wrote, or cut: the page starts disconnected.
    return undefined
  }
}

// Every namespace the modal connects. The packed ssr.js takes its imports from index.js, which
// exports no CAIP helper (pack/bundleJavaScript.ts); `satisfies` keeps this list complete.
const NAMESPACES = {
  eip155: true,
  solana: true,
  polkadot: true,
  bip122: true,
  cosmos: true,
} satisfies Record<Namespace, true>

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/** The cookie's value when it has the shape {@link mirrorStateToCookie} writes, else undefined. */
function parseInitialState(value: unknown): InitialState | undefined {
  const { status, account, network } = (value ?? {}) as Record<string, Record<string, unknown>>
  if (status !== ('connected' as unknown) || !account) return undefined
  const { address, caipAddress, namespace } = account
  if (
    !isText(address, 128) ||
    typeof namespace !== 'string' ||
    !Object.hasOwn(NAMESPACES, namespace) ||
    !isText(caipAddress, 200) ||
    !caipAddress.startsWith(`${namespace}:`) ||
    !caipAddress.endsWith(`:${address}`)
  ) {
    return undefined
  }
  const parsedNetwork =
    network && isText(network.caipNetworkId, 80) && isText(network.name, 80)
      ? { caipNetworkId: network.caipNetworkId, name: network.name }
      : null
  return {
    status: 'connected',
    account: { address, caipAddress, namespace } as InitialState['account'],
    network: parsedNetwork as InitialState['network'],
  }
}

/**
 * `modal` as the hooks should see it on a server-rendered page: until the modal has answered in
 * the browser, its state is the cookie's `initialState` (connected, with that account and
 * network), on the server and in the browser's first render alike, so that hydration matches
 * and the page does not flash "disconnected". Pass the result to the React hooks. Without an
 * `initialState`, `modal` itself.
 *
 * @example
 * ```tsx
 * // server and browser alike
 * const initial = withInitialState(modal, cookieToInitialState(cookieHeader))
 * function Address() {
 *   const account = useModalAccount(initial)
 *   return <span>{account?.address ?? 'Not connected'}</span>
 * }
 * ```
 */
export function withInitialState(
  modal: AirlockModal,
  initialState: InitialState | undefined,
): AirlockModal {
  if (!initialState) return modal
  let real: HostModalState | undefined
  let standIn: HostModalState | undefined
  const getState = (): HostModalState => {
    const state = modal.getState()
    if (state.ready && state.status !== 'connecting') return state
    if (state !== real || !standIn) {
      real = state
      const { account } = initialState
      standIn = { ...state, ...initialState, accounts: [account] }
    }
    return standIn
  }
  const watch =
    <K extends 'account' | 'network' | 'siwx'>(key: K) =>
    (listener: (value: HostModalState[K]) => void) => {
      let last = getState()[key]
      return modal.subscribeState(() => {
        const next = getState()[key]
        if (next === last) return
        last = next
        listener(next)
      })
    }
  return {
    ...modal,
    getState,
    subscribeState: (listener) => modal.subscribeState(() => listener(getState())),
    subscribeAccount: watch('account'),
    subscribeNetwork: watch('network'),
    subscribeSiwx: watch('siwx'),
  }
}
