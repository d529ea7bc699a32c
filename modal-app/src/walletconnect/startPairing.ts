import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
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
} from '../state/connection.ts'
import { RELAY_ANSWER_TIMEOUT_MS, TIMES } from '../state/constants.ts'
import { platformAtom } from '../state/platform.ts'
import type { Store } from '../state/Store.ts'
import { applyWalletConnectSession } from './applyWalletConnectSession.ts'
import { buildNamespaces } from './buildNamespaces.ts'
import { makePairingUri, type OwnPairing } from './makePairingUri.ts'
import type { reachRelay } from './reachRelay.ts'
import { relayNoAnswerMessage } from './relayUnreachableMessage.ts'
import type {
  WalletConnectClient,
  WalletConnectRelayer,
  WalletConnectSession,
} from './WalletConnectClient.ts'

/** Parameters of {@link startPairing}. */
export type StartPairingParameters = {
  /**
   * The client, or its start (see `ensureWalletConnectClient`): the URI is made and shown without
   * it, and the client adopts the pairing once it is up.
   */
  client: WalletConnectClient | Promise<WalletConnectClient>
  /** The registry wallet the visitor picked, if any: it becomes a recent wallet on success. */
  wallet?: RecentWallet | undefined
  /**
   * How the visitor connected, as CONNECT_SUCCESS reports it. By default 'mobile' when a deep or
   * universal link was opened (`wcLinking` is set), else 'qrcode'.
   */
  method?: 'qrcode' | 'mobile' | undefined
  /**
   * The visitor asked for a new code (New code, Try again): the URI on screen is replaced even
   * where spec §4 would reuse it (iOS Safari, Telegram).
   */
  fresh?: boolean | undefined
  /** Injectable clock (tests use fake timers instead). */
  now?: (() => number) | undefined
  /**
   * Opens the relay's socket before each pairing is adopted, within a bound: pass `reachRelay`.
   * Without it a relay that is down leaves a code up that no wallet can use, for minutes. A
   * parameter rather than an import so that its code loads with the view that pairs, not with the
   * first paint.
   */
  reachRelay?: typeof reachRelay | undefined
  /**
   * How long a pairing waits for the relay's socket before it fails as unreachable
   * (`RELAY_CONNECT_TIMEOUT_MS`, 10 s, by default).
   */
  relayTimeoutMs?: number | undefined
  /**
   * With `reachRelay`: how long a pairing waits, its socket open, for the relay to answer its
   * adoption (the subscription to its topic) before it fails as a relay that did not answer
   * (`RELAY_ANSWER_TIMEOUT_MS`, 10 s, by default).
   */
  relayAnswerTimeoutMs?: number | undefined
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
   * not answered yet (nothing adopted, no error shown). Where the socket is open already the
   * pairing is still adopted, so that a wallet that scanned it connects; a session that still
   * arrives is applied.
   */
  stop(): void
}

/** What a pairing's outcome goes to: the latest handle showing it, once. */
type Owner = {
  connected(session: WalletConnectSession, client: WalletConnectClient): void
  failed(error: unknown): void
  /** The view went away before the relay answered: nothing was adopted. */
  abandoned(): void
}

/** One pairing: our own URI, shown at once, and the client's adoption of it. */
type Attempt = {
  uri: string
  /** Settles with the session, or `undefined` when the view went away before the relay answered. */
  session: Promise<WalletConnectSession | undefined>
  /** The handle whose `stop()` ends this attempt's wait for the relay. */
  signal: AbortSignal
  /** Set once the relay answered: from then on a `stop()` no longer ends the attempt. */
  reached: boolean
  owner: Owner
}

/** What one {@link startPairing} last passed to `connect` (its JSON), so as not to pass it again. */
type NamespacesSet = { key: string | undefined }

/** The attempt whose URI is in the store's connection area (for reuse). */
const current = new WeakMap<Store, Attempt>()

/**
 * The ConnectingWalletConnect flow. Makes a pairing URI of its own ({@link makePairingUri}) and
 * puts it in the connection area at once (`wcUri`, expiry now + 4 min), while the client starts;
 * once it is up, the client adopts the pairing (`core.pairing.pair`) and proposes the session on
 * it. On iOS Safari and in Telegram a URI that is still valid is reused (spec §4, via the
 * connection area's `ensurePairing`) together with the pairing that made it, unless the visitor
 * asked for a new code (`fresh`). While the view is shown, a new URI replaces the old one 10 s
 * before it expires. A failure of the current pairing (making the URI, client start, relay,
 * wallet) clears the URI and sets `wcError`, with `wcDeclined` when the wallet said no (the view
 * offers Try again: call `startPairing` again).
 *
 * With `reachRelay`, each pairing first opens the relay's socket: when it does not open within
 * `relayTimeoutMs` (10 s) the pairing fails with `wcError` and `wcRelayUnreachable` (the relay
 * URL), and the SDK's transport is closed so that it stops retrying (unless a live session
 * needs it). Once the socket is open the relay must answer the pairing's adoption within
 * `relayAnswerTimeoutMs` (10 s): a relay that stays silent fails it the same way, with
 * `wcRelaySilent`.
 *
 * When the wallet approves: every approved namespace becomes connected
 * ({@link applyWalletConnectSession}), the pairing URI is cleared, the picked wallet becomes a
 * recent wallet and CONNECT_SUCCESS is tracked with the method ('qrcode' or 'mobile') and the
 * wallet's name.
 */
export function startPairing(store: Store, parameters: StartPairingParameters): PairingHandle {
  const client = Promise.resolve(parameters.client)
  // Its failure is the current attempt's (see adopt), whenever that asks for it.
  client.catch(() => undefined)
  const now = parameters.now ?? Date.now
  let stopped = false
  let done = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let settle: (session: WalletConnectSession | undefined) => void = () => undefined
  const settled = new Promise<WalletConnectSession | undefined>((resolve) => {
    settle = resolve
  })

  const owner: Owner = {
    connected(session, started) {
      done = true
      const method =
        parameters.method ?? (store.get(connectionAtom).wcLinking ? 'mobile' : 'qrcode')
      applyWalletConnectSession(store, started, session)
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
      // A code replaced meanwhile connected: the pairing on screen failing later is moot.
      if (done) return
      done = true
      clearPairing(store)
      // reachRelay's failure and a relay's silence (waitForRelayAnswer) carry the relay URL.
      const data = (error as { data?: { relayUrl?: unknown; silent?: unknown } } | undefined)?.data
      const relayUrl = typeof data?.relayUrl === 'string' ? data.relayUrl : undefined
      setConnection(store, {
        wcError: true,
        wcRelayUnreachable: relayUrl,
        wcRelaySilent: relayUrl !== undefined && data?.silent === true,
        wcDeclined: isDeclinedByWallet(error),
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
  // The namespaces this handle last set on the client (see adopt).
  const namespaces: NamespacesSet = { key: undefined }
  const begin = async (): Promise<string> => {
    const own = await makePairingUri(now())
    // The view went away while the URI was made: nothing to show or adopt.
    if (stopped) throw new Error('The pairing view went away.')
    const attempt: Attempt = {
      uri: own.uri,
      session: Promise.resolve(undefined),
      signal: stopping.signal,
      reached: false,
      owner,
    }
    current.set(store, attempt)
    attempt.session = adopt(store, client, own, attempt, namespaces, {
      timeoutMs: parameters.relayTimeoutMs,
      answerTimeoutMs: parameters.relayAnswerTimeoutMs ?? RELAY_ANSWER_TIMEOUT_MS,
      reach: parameters.reachRelay,
    })
    return own.uri
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
    const previous = current.get(store)
    // One whose wait for the relay a stop() ended is being given up: never shown again.
    const reusable =
      !parameters.fresh &&
      (isIosSafari || isTelegram) &&
      previous !== undefined &&
      previous.uri === wcUri &&
      (previous.reached || !previous.signal.aborted) &&
      !isPairingExpired(wcPairingExpiry, now())
    if (reusable) previous.owner = owner
    else clearPairing(store)
    try {
      await ensurePairing(store, begin, now)
    } catch (error) {
      // Only making the URI fails here (WebCrypto is missing outside a secure context), before any
      // attempt exists to report it: without wcError the view would wait for a code for ever.
      // After a stop() the view is gone: nothing to show.
      if (done) return
      if (stopped) owner.abandoned()
      else owner.failed(error)
      return
    }
    schedule()
  }

  setConnection(store, {
    wcError: false,
    wcRelayUnreachable: undefined,
    wcRelaySilent: false,
    wcDeclined: false,
  })
  void pair()
  return {
    session: settled,
    stop() {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
      stopping.abort()
    },
  }
}

/**
 * The client's side of a pairing whose URI is shown already: once the client is up and the relay
 * reached, it sets the namespaces (`connect` with `skipPairing`, which also unsubscribes the
 * pairings stored before: a pairing adopted earlier would lose its topic), adopts the pairing
 * (`core.pairing.pair`, activated: its symmetric key under the URI's topic, subscribed) and
 * proposes the session on it (`pair(topic)`: sign-client's `connect` with that `pairingTopic`,
 * no new URI). A wallet that scanned before is subscribed to the topic and gets the proposal
 * when it is published. Resolves with the session; `undefined` when the view went away before
 * the relay answered.
 *
 * The namespaces are set once per `startPairing` (again if they changed or the provider dropped
 * them): a code regenerated 10 s before its expiry keeps the pairing of the one it replaces
 * subscribed, so that a wallet that paired with that one just before still connects. A new
 * `startPairing` (the view again, New code, Try again) drops the pairings of the earlier ones.
 */
function adopt(
  store: Store,
  clientStart: Promise<WalletConnectClient>,
  own: OwnPairing,
  attempt: Attempt,
  namespaces: NamespacesSet,
  relay: {
    timeoutMs: number | undefined
    answerTimeoutMs: number
    reach: typeof reachRelay | undefined
  },
): Promise<WalletConnectSession | undefined> {
  const networks = Object.values(store.get(chainsAtom)).flatMap((chain) => chain?.networks ?? [])
  const adopting = (async () => {
    const started = await clientStart
    // Nothing of the pairing exists in the SDK until the relay answered: a relay that cannot be
    // reached then leaves it nothing to retry (see reachRelay).
    const outcome = relay.reach
      ? await relay.reach(started.client.core.relayer, {
          closeOnFailure: !started.session,
          signal: attempt.signal,
          timeoutMs: relay.timeoutMs,
        })
      : 'connected'
    if (outcome === 'aborted') return undefined
    attempt.reached = true
    const adoption = (async () => {
      const params = { ...buildNamespaces(networks), skipPairing: true }
      const key = JSON.stringify(params)
      if (key !== namespaces.key || started.optionalNamespaces === undefined) {
        await started.connect(params)
        namespaces.key = key
      }
      await started.client.core.pairing.pair({ uri: own.uri, activatePairing: true })
    })()
    await (relay.reach
      ? waitForRelayAnswer(adoption, started.client.core.relayer, {
          timeoutMs: relay.answerTimeoutMs,
          // As in reachRelay: not under a live session, nor once the view went away (a pairing
          // started since may be using the socket).
          closeOnFailure: () => !started.session && !attempt.signal.aborted,
        })
      : adoption)
    return { started, session: await started.pair(own.topic) }
  })()
  adopting.then(
    (adopted) => {
      if (adopted) attempt.owner.connected(adopted.session, adopted.started)
      else attempt.owner.abandoned()
    },
    (error: unknown) => {
      // Only the pairing on screen counts: a replaced one expiring is expected.
      if (current.get(store) === attempt) attempt.owner.failed(error)
    },
  )
  return adopting.then(
    (adopted) => adopted?.session,
    () => undefined,
  )
}

/**
 * Waits for the relay to answer a pairing's adoption, within `timeoutMs`. A relay that took the
 * socket but stays silent never acknowledges the subscription to the pairing's topic, and the
 * SDK's `subscribe` waits for that for ever (resending it every 5 s): the code would stay up
 * though no wallet can reach the modal through it. Then the transport is closed (when
 * `closeOnFailure` says so) so that the SDK stops resending, and the pairing fails.
 *
 * @throws {AirlockError} `HTTP_ERROR` "The WalletConnect relay at <host> did not answer." (data
 * `{ relayUrl, silent: true }`), or the adoption's own error.
 */
async function waitForRelayAnswer(
  adoption: Promise<void>,
  relayer: WalletConnectRelayer,
  options: { timeoutMs: number; closeOnFailure: () => boolean },
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const silence = new Promise<'silent'>((resolve) => {
    timer = setTimeout(() => resolve('silent'), options.timeoutMs)
  })
  try {
    const outcome = await Promise.race([adoption.then(() => 'answered' as const), silence])
    if (outcome === 'answered') return
  } finally {
    clearTimeout(timer)
  }
  if (options.closeOnFailure()) await relayer.transportClose().catch(() => undefined)
  throw new AirlockError(ErrorCode.HTTP_ERROR, relayNoAnswerMessage(relayer.relayUrl), {
    details: `${relayer.relayUrl} did not answer the pairing's subscription within ${options.timeoutMs} ms.`,
    data: { relayUrl: relayer.relayUrl, silent: true },
  })
}

/**
 * Whether a pairing failed because the wallet refused the proposal: WalletConnect's reason codes
 * 5000–5099 (the user rejected) and 5100–5199 (the wallet does not support what was asked), as
 * the sign client passes on the wallet's answer.
 */
function isDeclinedByWallet(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'number' && code >= 5000 && code < 5200
}
