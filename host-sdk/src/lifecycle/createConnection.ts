import {
  AirlockError,
  callMethod,
  createMethodTable,
  ErrorCode,
  hostMethodSchemas,
  type MethodHandlers,
  type MethodParams,
  type ModalEvent,
  type ModalMethodSchemas,
  modalMethodSchemas,
  negotiateProtocolVersion,
  type OpenOptions,
  SUPPORTED_PROTOCOL_VERSIONS,
  serializeError,
} from '@airlock/shared-protocol'
import { createSiwxNonceHandler } from '../handlers/createSiwxNonceHandler.ts'
import { createWalletRequest } from '../handlers/createWalletRequest.ts'
import { openUrl } from '../handlers/openUrl.ts'
import type { ParsedOptions } from '../options/parseOptions.ts'
import { createHostCard } from '../overlay/createHostCard.ts'
import { type CreateMessenger, type Frame, mountFrame } from '../overlay/mountFrame.ts'
import { SDK_VERSION } from '../SDK_VERSION.ts'
import type { WalletDirectory } from '../wallets/discoverWallets.ts'
import { createPendingCalls, createWaitList } from './calls.ts'
import type { createStateStore } from './createStateStore.ts'
import { INITIAL_LIFECYCLE, isVisible, type LifecycleEvent, transition } from './transition.ts'

/** What a connection needs besides the options. */
export type ConnectionContext = {
  instanceId: string
  createMessenger: CreateMessenger
  store: ReturnType<typeof createStateStore>
  /** The host window's wallets, once discovered (none during server rendering). */
  getWallets: () => WalletDirectory | undefined
}

/** A method of the modal, as the host calls it, and its parameters. */
export type ModalMethod = keyof ModalMethodSchemas & string
export type ModalParams<K extends ModalMethod> = MethodParams<ModalMethodSchemas, K>

const reset = () =>
  new AirlockError(ErrorCode.CONNECTION_RESET, 'The modal reloaded before it answered.')

/**
 * The instance's connection to its modal: the lifecycle (see transition.ts) and its side effects
 * on the iframe, the overlay and the state; the handshake and the methods the modal calls; calls
 * to the modal, each of its session. Internal.
 */
export function createConnection(options: ParsedOptions, context: ConnectionContext) {
  const { store } = context
  const calls = createPendingCalls()
  // open() calls made before the handshake, and the others (provider requests, switchNetwork,
  // disconnect): settled by the modal's first snapshot (it took the options) or a failure.
  const opens = createWaitList()
  const others = createWaitList()
  let life = INITIAL_LIFECYCLE
  let frame: Frame | undefined
  let failure: AirlockError | undefined
  let showCard: ReturnType<typeof createHostCard> | undefined

  // Runs a transition and shows or hides the host's card and the overlay to match; false when
  // nothing changed. Inline, the modal's element is the page's: no card over it.
  const dispatch = (event: LifecycleEvent) => {
    const before = life
    life = transition(life, event)
    if (life.card !== before.card && !options.embed) {
      showCard ??= createHostCard(document, {
        retry: () => queueOpen({}).catch(() => {}),
        close() {
          opens.settle()
          dispatch({ type: 'dismiss' })
        },
      })
      showCard(life.card, options.modalOptions.themeMode === 'light')
    }
    const visible = isVisible(life.overlay)
    if (visible !== isVisible(before.overlay)) frame?.overlay[visible ? 'show' : 'hide']()
    if (visible !== store.getState().open) store.set({ open: visible })
    return life !== before
  }
  const fail = (reason: AirlockError, event: LifecycleEvent = { type: 'refuse' }) => {
    if (!dispatch(event)) return
    failure = reason
    frame?.stopTimer()
    if (event.type !== 'destroy') store.set({ ready: false, error: serializeError(reason) })
    calls.reject(reason)
    opens.settle(reason)
    others.settle(reason)
  }

  const handlers: MethodHandlers<typeof hostMethodSchemas> = {
    ready({ protocolVersions }) {
      let protocolVersion: number
      try {
        protocolVersion = negotiateProtocolVersion(SUPPORTED_PROTOCOL_VERSIONS, protocolVersions)
      } catch (mismatch) {
        fail(mismatch as AirlockError)
        throw mismatch
      }
      frame?.stopTimer()
      failure = undefined
      dispatch({ type: 'ready' })
      calls.reject(reset(), life.session)
      store.set({ ready: true, error: null })
      return {
        protocolVersion,
        sdkVersion: SDK_VERSION,
        options: options.modalOptions,
        open: isVisible(life.overlay) ? life.current : null,
        connectors: context.getWallets()?.list() ?? [],
      }
    },
    stateChanged({ seq, open, openings, closable, ...snapshot }) {
      if (!dispatch({ type: 'snapshot', seq, open, openings, closable })) return null
      // The modal took the options: the calls queued before the handshake go ahead.
      opens.settle()
      others.settle()
      store.setSnapshot(snapshot)
      return null
    },
    event(event) {
      store.emit(event as ModalEvent)
      return null
    },
    openUrl: (params) => openUrl(window, params),
    walletRequest: createWalletRequest((connectorId) => context.getWallets()?.get(connectorId)),
    siwxNonce: createSiwxNonceHandler(options.getNonce),
  }

  // Appends the iframe and starts the handshake, once.
  const mount = () => {
    if (life.phase === 'destroyed' || frame) return
    frame = mountFrame({
      options,
      instanceId: context.instanceId,
      createMessenger: context.createMessenger,
      methods: createMethodTable(hostMethodSchemas, handlers),
      onLoad() {
        dispatch({ type: 'load' })
        if (life.loads > 1) calls.reject(reset())
      },
      // A project file the modal could not fetch may come back: Retry, unlike a refusal.
      onRefusal: (refusal) =>
        fail(refusal, refusal.code === ErrorCode.HTTP_ERROR ? { type: 'unreachable' } : undefined),
      onBootSignal(signal) {
        if (life.phase === 'ready') return
        // Dismissing the loading card closes, as close() would.
        if (signal === 'dismiss') opens.settle()
        dispatch({ type: signal === 'booting' ? 'boot' : 'dismiss' })
      },
      onTimeout: (timeout) => fail(timeout, { type: 'timeout' }),
    })
  }

  // open() before the handshake: the host's card at once, the modal once its page has arrived.
  const queueOpen = (open: OpenOptions) => {
    // After a timeout or an unreachable project file a click tries again, in a new iframe; a
    // refusal of the modal stands.
    const retryable =
      failure?.code === ErrorCode.HANDSHAKE_TIMEOUT || failure?.code === ErrorCode.HTTP_ERROR
    if (retryable && dispatch({ type: 'retry' })) {
      failure = undefined
      frame?.destroy()
      frame = undefined
    }
    if (failure) return Promise.reject(failure)
    mount()
    const queued = opens.wait()
    dispatch({ type: 'queue', open })
    return queued
  }

  return {
    lifecycle: () => life,
    dispatch,
    fail,
    mount,
    queueOpen,
    /** Other calls mount the iframe and wait for the handshake (the modal's first snapshot) too. */
    async whenReady() {
      if (life.phase === 'ready') return
      if (failure) throw failure
      mount()
      await others.wait()
    },
    settleOpens: () => opens.settle(),
    call: <K extends ModalMethod>(
      method: K,
      params: ModalParams<K>,
      timeoutMs = options.requestTimeoutMs,
    ) =>
      calls.track(life.session, async () =>
        callMethod(await (frame as Frame).channel.remote, modalMethodSchemas, method, params, {
          timeoutMs,
        }),
      ),
    /** Hides and removes the iframe; pending and queued calls reject with `reason`. */
    destroy(reason: AirlockError) {
      fail(reason, { type: 'destroy' })
      frame?.destroy()
    },
  }
}
