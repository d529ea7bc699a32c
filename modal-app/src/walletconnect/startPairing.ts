import { trackEvent } from '../state/analytics.ts'
import { chainsAtom } from '../state/chain.ts'
import {
  addRecentWallet,
  clearPairing,
  connectionAtom,
  ensurePairing,
  isPairingExpired,
  type RecentWallet,
  setConnection,
  setPairing,
} from '../state/connection.ts'
import { TIMES } from '../state/constants.ts'
import { platformAtom } from '../state/platform.ts'
import type { Store } from '../state/Store.ts'
import { applyWalletConnectSession } from './applyWalletConnectSession.ts'
import { buildNamespaces } from './buildNamespaces.ts'
import type { reachRelay } from './reachRelay.ts'
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
  /**
   * Opens the relay's socket before each pairing, within a bound: pass `reachRelay`. Without it a
   * relay that is down leaves the spinner up for minutes. A parameter rather than an import so that
   * its code loads with the view that pairs, not with the first paint.
   */
  reachRelay?: typeof reachRelay | undefined
  /**
   * How long a pairing waits for the relay's socket before it fails as unreachable
   * (`RELAY_CONNECT_TIMEOUT_MS`, 10 s, by default).
   */
  relayTimeoutMs?: number | undefined
}

/** What {@link startPairing} returns. */
export type PairingHandle = {
  /**
   * Resolves with the session once its state is applied, or `undefined` after a failure or a
   * `stop()` before the relay answered. Never rejects.
   */
  session: Promise<WalletConnectSession | undefined>
  /**
   * Stops regenerating the pairing URI (the view is gone), and stops waiting for a relay that has
   * not answered yet (its transport closed, nothing shown). A session that still arrives is applied.
   */
  stop(): void
}

/** One `connect()`: its URI (the first `display_uri`), its session and who handles the outcome. */
type Attempt = {
  uri: Promise<string>
  session: Promise<WalletConnectSession | undefined>
  /** Set once the URI is known. */
  wcUri?: string
  /** When the URI arrived: its 4-minute life counts from then. */
  uriAt?: number
  /** Whether it still waits for the relay's socket (nothing of the pairing exists yet). */
  reaching: boolean
  /** Settles once that wait ended (and the transport was closed if it failed or was aborted). */
  reached: Promise<void>
  /** The latest handle showing this attempt: it applies the outcome, once. */
  owner: {
    connected(session: WalletConnectSession): void
    failed(error: unknown): void
    /** The view went away before the relay answered: no pairing was made. */
    abandoned(): void
  }
}

/** The attempt whose URI is in the connection area, per client (for reuse). */
const current = new WeakMap<WalletConnectClient, Attempt>()

/** A pairing made ahead of the view that shows it ({@link preparePairing}), per client. */
type Prepared = { attempt: Attempt; stop: AbortController; refresh?: ReturnType<typeof setTimeout> }
const prepared = new WeakMap<WalletConnectClient, Prepared>()

/** Parameters of {@link preparePairing}. */
export type PreparePairingParameters = Pick<
  StartPairingParameters,
  'client' | 'now' | 'reachRelay' | 'relayTimeoutMs'
>

/**
 * Makes a pairing before the visitor asks for it (while Connect shows), so that the next
 * {@link startPairing} on this client shows its QR code at once. Its URI is never shown until a
 * pairing view takes it, and one view takes it at most once. A URI that would be expired (10 s
 * margin, spec §4) is never taken: a new one is made 10 s before the 4 minutes end. At most one
 * per client; a relay that cannot be reached ends it quietly (the pairing view then says so).
 * Drop it with {@link dropPreparedPairing} when the modal closes.
 */
export function preparePairing(store: Store, parameters: PreparePairingParameters): void {
  const { client } = parameters
  const now = parameters.now ?? Date.now
  if (prepared.has(client)) return
  const stop = new AbortController()
  let entry: Prepared | undefined
  const forget = () => {
    if (entry === undefined || prepared.get(client) !== entry) return
    if (entry.refresh !== undefined) clearTimeout(entry.refresh)
    prepared.delete(client)
  }
  // Until a view takes it: nobody sees this pairing, so its outcome only ends it. A session
  // (a wallet that had the URI anyway) is the client's now, and shown as connected.
  const owner: Attempt['owner'] = {
    connected(session) {
      forget()
      applyWalletConnectSession(store, client, session)
    },
    failed: forget,
    abandoned: forget,
  }
  const attempt = connect(store, client, owner, {
    signal: stop.signal,
    timeoutMs: parameters.relayTimeoutMs,
    reach: parameters.reachRelay,
  })
  const made: Prepared = { attempt, stop }
  entry = made
  prepared.set(client, made)
  // A failure of a pairing no view shows reaches no owner (see connect): end it here.
  attempt.session.catch(forget)
  attempt.uri.then(
    (uri) => {
      attempt.wcUri = uri
      attempt.uriAt = now()
      if (prepared.get(client) !== made) return
      made.refresh = setTimeout(
        () => {
          forget()
          preparePairing(store, parameters)
        },
        Math.max(0, TIMES.pairingLife - TIMES.pairingExpiryMargin),
      )
    },
    () => undefined,
  )
}

/**
 * Drops the pairing {@link preparePairing} made for `client`, if no view took it (modal closed).
 * Resolves once it has let go of the relay (a wait for the socket ends by closing the transport).
 */
export function dropPreparedPairing(client: WalletConnectClient): Promise<void> {
  const entry = prepared.get(client)
  if (!entry) return Promise.resolve()
  prepared.delete(client)
  if (entry.refresh !== undefined) clearTimeout(entry.refresh)
  // Ends a wait for the relay; a pairing already made is left to expire, never shown.
  entry.stop.abort()
  return entry.attempt.reached
}

/**
 * The prepared pairing of `client` a view may show now: its URI known and not expired, or its
 * socket open and its URI on the way. One still waiting for the relay is dropped instead
 * (`dropped` resolves once it let go), so that the view's own pairing gets the whole relay
 * timeout and its wait is not ended by the dropped one closing the transport.
 */
function takePreparedPairing(
  client: WalletConnectClient,
  now: number,
): { taken?: Prepared; dropped?: Promise<void> } {
  const entry = prepared.get(client)
  if (!entry) return {}
  const { attempt } = entry
  const usable =
    attempt.uriAt !== undefined
      ? !isPairingExpired(attempt.uriAt + TIMES.pairingLife, now)
      : !attempt.reaching
  if (!usable) return { dropped: dropPreparedPairing(client) }
  prepared.delete(client)
  if (entry.refresh !== undefined) clearTimeout(entry.refresh)
  return { taken: entry }
}

/**
 * The ConnectingWalletConnect flow. Puts a pairing URI in the connection area (`wcUri`, expiry now
 * + 4 min; `undefined` meanwhile, so the view shows its spinner). On iOS Safari and in Telegram a
 * URI that is still valid is reused (spec §4, via the connection area's `ensurePairing`) together
 * with the connection that made it. While the view is shown, a new URI replaces the old one 10 s
 * before it expires. A failure of the current pairing sets `wcError` (the view offers Try again:
 * call `startPairing` again).
 *
 * With `reachRelay`, each pairing first opens the relay's socket: when it does not open within
 * `relayTimeoutMs` (10 s) the pairing fails with `wcError` and `wcRelayUnreachable` (the relay
 * URL), and the SDK's transport is closed so that it stops retrying (unless a live session
 * needs it).
 *
 * When the wallet approves: every approved namespace becomes connected
 * ({@link applyWalletConnectSession}), the pairing URI is cleared, the picked wallet becomes a
 * recent wallet and CONNECT_SUCCESS is tracked with the method ('qrcode' or 'mobile') and the
 * wallet's name.
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
    failed(error) {
      done = true
      clearPairing(store)
      // reachRelay's failure carries the relay URL.
      const relayUrl = (error as { data?: { relayUrl?: unknown } } | undefined)?.data?.relayUrl
      setConnection(store, {
        wcError: true,
        wcRelayUnreachable: typeof relayUrl === 'string' ? relayUrl : undefined,
      })
      settle(undefined)
    },
    abandoned() {
      done = true
      settle(undefined)
    },
  }

  // Ends a wait for the relay when the view goes away.
  const stopping = new AbortController()
  // The prepared pairing this view took, whose wait is ended the same way.
  let taken: AbortController | undefined
  const begin = (): Promise<string> => {
    const attempt = connect(store, client, owner, {
      signal: stopping.signal,
      timeoutMs: parameters.relayTimeoutMs,
      reach: parameters.reachRelay,
    })
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
    const { taken: ready, dropped } = reusable ? {} : takePreparedPairing(client, now())
    if (dropped) {
      await dropped
      if (stopped) return
    }
    if (ready) {
      const { attempt } = ready
      attempt.owner = owner
      taken = ready.stop
      current.set(client, attempt)
      try {
        const uri = await attempt.uri
        setPairing(store, uri, attempt.uriAt ?? now())
      } catch {
        return
      }
      schedule()
      return
    }
    try {
      await ensurePairing(store, begin, now)
    } catch {
      // The attempt's own failure handling has set wcError (or a session arrived meanwhile).
      return
    }
    schedule()
  }

  setConnection(store, { wcError: false, wcRelayUnreachable: undefined })
  void pair()
  return {
    session: settled,
    stop() {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
      stopping.abort()
      taken?.abort()
    },
  }
}

function connect(
  store: Store,
  client: WalletConnectClient,
  owner: Attempt['owner'],
  relay: {
    signal: AbortSignal
    timeoutMs: number | undefined
    reach: typeof reachRelay | undefined
  },
): Attempt {
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
  // Nothing of the pairing exists until the relay answered: a relay that cannot be reached then
  // leaves the SDK nothing to retry (see reachRelay).
  const reaching = relay.reach?.(client.client.core.relayer, {
    closeOnFailure: !client.session,
    signal: relay.signal,
    timeoutMs: relay.timeoutMs,
  })
  const session = reaching
    ? reaching.then((outcome) => {
        attempt.reaching = false
        return outcome === 'aborted' ? undefined : client.connect(buildNamespaces(networks))
      })
    : client.connect(buildNamespaces(networks))
  const attempt: Attempt = {
    uri,
    session,
    owner,
    reaching: reaching !== undefined,
    reached: reaching
      ? reaching.then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve(),
  }
  session.then(
    (approved) => {
      client.removeListener('display_uri', listener)
      onFail(new Error('connect() ended without a pairing URI'))
      if (approved) attempt.owner.connected(approved)
      else if (relay.signal.aborted) attempt.owner.abandoned()
    },
    (error: unknown) => {
      client.removeListener('display_uri', listener)
      onFail(error)
      // Only the pairing on screen counts: a replaced one expiring is expected.
      if (current.get(client) === attempt) attempt.owner.failed(error)
    },
  )
  return attempt
}
