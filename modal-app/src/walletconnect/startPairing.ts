import {
  addRecentWallet,
  chainsAtom,
  clearPairing,
  connectionAtom,
  ensurePairing,
  isPairingExpired,
  platformAtom,
  type RecentWallet,
  type Store,
  setConnection,
  TIMES,
  trackEvent,
} from '../state/index.ts'
import { applyWalletConnectSession } from './applyWalletConnectSession.ts'
import { buildNamespaces } from './buildNamespaces.ts'
import type { WalletConnectClient, WalletConnectSession } from './WalletConnectClient.ts'

/** Parameters of {@link startPairing}. */
export type StartPairingParameters = {
  /** The initialised client (see `createWalletConnectClient`). */
  client: WalletConnectClient
  /** The registry wallet the visitor picked, if any: it becomes a recent wallet on success. */
  wallet?: RecentWallet | undefined
  /**
   * How the visitor connected, as CONNECT_SUCCESS reports it. By default 'mobile' when a deep or
   * universal link was opened (`wcLinking` is set), else 'qrcode'.
   */
  method?: 'qrcode' | 'mobile' | undefined
  /** Injectable clock (tests use fake timers instead). */
  now?: (() => number) | undefined
}

/** What {@link startPairing} returns. */
export type PairingHandle = {
  /** Resolves with the session once its state is applied, or `undefined` after a failure. Never rejects. */
  session: Promise<WalletConnectSession | undefined>
  /** Stops regenerating the pairing URI (the view is gone). A session that still arrives is applied. */
  stop(): void
}

/** One `connect()`: its URI (the first `display_uri`), its session and who handles the outcome. */
type Attempt = {
  uri: Promise<string>
  session: Promise<WalletConnectSession | undefined>
  /** Set once the URI is known. */
  wcUri?: string
  /** The latest handle showing this attempt: it applies the outcome, once. */
  owner: { connected(session: WalletConnectSession): void; failed(): void }
}

/** The attempt whose URI is in the connection area, per client (for reuse). */
const current = new WeakMap<WalletConnectClient, Attempt>()

/**
 * The ConnectingWalletConnect flow. Puts a pairing URI in the connection area (`wcUri`, expiry now
 * + 4 min; `undefined` meanwhile, so the view shows its spinner). On iOS Safari and in Telegram a
 * URI that is still valid is reused (spec §4, via the connection area's `ensurePairing`) together
 * with the connection that made it. While the view is shown, a new URI replaces the old one 10 s
 * before it expires. A failure of the current pairing sets `wcError` (the view offers Try again:
 * call `startPairing` again).
 *
 * When the wallet approves: every approved namespace becomes connected
 * ({@link applyWalletConnectSession}), the pairing URI is cleared, the picked wallet becomes a
 * recent wallet and CONNECT_SUCCESS is tracked with the method ('qrcode' or 'mobile') and the
 * wallet's name.
 *
 * @example
 * ```ts
 * const pairing = startPairing(store, { client })
 * // in a React effect: return () => pairing.stop()
 * ```
 */
export function startPairing(store: Store, parameters: StartPairingParameters): PairingHandle {
  const { client } = parameters
  const now = parameters.now ?? Date.now
  let stopped = false
  let done = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let settle: (session: WalletConnectSession | undefined) => void = () => undefined
  const settled = new Promise<WalletConnectSession | undefined>((resolve) => {
    settle = resolve
  })

  const owner: Attempt['owner'] = {
    connected(session) {
      done = true
      const method =
        parameters.method ?? (store.get(connectionAtom).wcLinking ? 'mobile' : 'qrcode')
      applyWalletConnectSession(store, client, session)
      clearPairing(store)
      if (parameters.wallet) addRecentWallet(store, parameters.wallet)
      const name =
        store.get(connectionAtom).wcLinking?.name ??
        parameters.wallet?.name ??
        (session.peer.metadata.name || 'WalletConnect')
      void trackEvent(store, { event: 'CONNECT_SUCCESS', properties: { method, name } })
      settle(session)
    },
    failed() {
      done = true
      clearPairing(store)
      setConnection(store, { wcError: true })
      settle(undefined)
    },
  }

  const begin = (): Promise<string> => {
    const attempt = connect(store, client, owner)
    current.set(client, attempt)
    return attempt.uri.then((uri) => {
      attempt.wcUri = uri
      return uri
    })
  }

  const schedule = () => {
    if (stopped || done) return
    const expiry = store.get(connectionAtom).wcPairingExpiry
    if (expiry === undefined) return
    const wait = Math.max(0, expiry - TIMES.pairingExpiryMargin - now())
    timer = setTimeout(() => {
      timer = undefined
      if (stopped || done) return
      void pair()
    }, wait)
  }

  const pair = async () => {
    const { wcUri, wcPairingExpiry } = store.get(connectionAtom)
    const { isIosSafari, isTelegram } = store.get(platformAtom)
    const previous = current.get(client)
    const reusable =
      (isIosSafari || isTelegram) &&
      previous?.wcUri !== undefined &&
      previous.wcUri === wcUri &&
      !isPairingExpired(wcPairingExpiry, now())
    if (reusable) previous.owner = owner
    else clearPairing(store)
    try {
      await ensurePairing(store, begin, now)
    } catch {
      // The attempt's own failure handling has set wcError (or a session arrived meanwhile).
      return
    }
    schedule()
  }

  setConnection(store, { wcError: false })
  void pair()
  return {
    session: settled,
    stop() {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
    },
  }
}

function connect(store: Store, client: WalletConnectClient, owner: Attempt['owner']): Attempt {
  const networks = Object.values(store.get(chainsAtom)).flatMap((chain) => chain?.networks ?? [])
  let onUri: (uri: string) => void = () => undefined
  let onFail: (error: unknown) => void = () => undefined
  const uri = new Promise<string>((resolve, reject) => {
    onUri = resolve
    onFail = reject
  })
  // Nobody may be waiting for the URI any more (a replaced attempt): never an unhandled rejection.
  uri.catch(() => undefined)
  const listener = (value: unknown) => {
    if (typeof value !== 'string') return
    client.removeListener('display_uri', listener)
    onUri(value)
  }
  client.on('display_uri', listener)
  const session = client.connect(buildNamespaces(networks))
  const attempt: Attempt = { uri, session, owner }
  session.then(
    (approved) => {
      client.removeListener('display_uri', listener)
      onFail(new Error('connect() ended without a pairing URI'))
      if (approved) attempt.owner.connected(approved)
    },
    (error: unknown) => {
      client.removeListener('display_uri', listener)
      onFail(error)
      // Only the pairing on screen counts: a replaced one expiring is expected.
      if (current.get(client) === attempt) attempt.owner.failed()
    },
  )
  return attempt
}
