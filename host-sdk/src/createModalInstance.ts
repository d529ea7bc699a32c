import {
  AirlockError,
  acceptChannel,
  type Channel,
  callMethod,
  createMethodTable,
  ErrorCode,
  hostMethodSchemas,
  type MethodHandlers,
  type MethodParams,
  type ModalMethodSchemas,
  modalMethodSchemas,
  type Namespace,
  negotiateProtocolVersion,
  type OpenOptions,
  openOptionsSchema,
  readBootSignal,
  readRefusalMessage,
  SUPPORTED_PROTOCOL_VERSIONS,
  serializeError,
} from '@airlock/shared-protocol'
import type { AirlockModal } from './AirlockModal.ts'
import { createInstanceId } from './createInstanceId.ts'
import type { HostModalState } from './HostModalState.ts'
import { createSiwxNonceHandler } from './handlers/createSiwxNonceHandler.ts'
import { createWalletRequest } from './handlers/createWalletRequest.ts'
import { openUrl } from './handlers/openUrl.ts'
import type { ParsedOptions } from './options/ParsedOptions.ts'
import { buildIframeSrc } from './overlay/buildIframeSrc.ts'
import { createOverlay, type Overlay } from './overlay/createOverlay.ts'
import { createEip1193Provider } from './providers/createEip1193Provider.ts'
import { SDK_VERSION } from './SDK_VERSION.ts'
import { transport } from './transport.ts'
import { discoverWallets, type WalletDirectory } from './wallets/discoverWallets.ts'

type Watched = 'account' | 'network' | 'siwx'
type Waiter = { resolve: () => void; reject: (error: unknown) => void }
type PendingCall = { session: number; reject: (error: unknown) => void }

const INITIAL_STATE: HostModalState = {
  ready: false,
  open: false,
  view: 'Connect',
  status: 'disconnected',
  account: null,
  network: null,
  siwx: null,
  error: null,
}

// As long as the modal waits for a wallet's prompt (its host bridge): a person reads and decides.
const WALLET_PROMPT_TIMEOUT_MS = 5 * 60_000

const error = (code: ErrorCode, message: string) => new AirlockError(code, message)
const reset = () => error(ErrorCode.CONNECTION_RESET, 'The modal reloaded before it answered.')
const destroyedError = () => error(ErrorCode.DESTROYED, 'The modal was destroyed.')

/**
 * One modal instance over validated options (createModal() adds the cache). `onDestroy` runs
 * once, when the instance is destroyed. Internal.
 *
 * @example
 * ```ts
 * const modal = createModalInstance(parseCreateModalOptions('demo'), () => {})
 * ```
 */
export function createModalInstance(options: ParsedOptions, onDestroy: () => void): AirlockModal {
  const instanceId = createInstanceId()
  const listeners = new Set<(state: HostModalState) => void>()
  const pending = new Set<PendingCall>()
  const cleanups: Array<() => void> = []
  let state = INITIAL_STATE
  let destroyed = false
  let overlay: Overlay | undefined
  let channel: Channel | undefined
  // A session starts with each ready(); snapshots and calls belong to one.
  let session = 0
  let lastSeq = -1
  let loads = 0
  // The modal said it shows the dialog for the current open; a later `open: false` means the
  // visitor closed it from inside.
  let modalShowing = false
  // The options of the shown or queued open, null when closed.
  let current: OpenOptions | null = null
  // The modal's count of its openings in the last snapshot: a higher count with `open: true` while
  // the overlay is hidden means the modal opened by itself (a sign-in required after a reload).
  let openings = 0
  // Between close() and the modal's answer, snapshots sent before the modal handled the close may
  // still say `open: true`: they must not show the overlay again.
  let closing = 0
  // False while the modal refuses to close (a required sign-in): close() leaves the overlay up.
  let closable = true
  // open() calls made before the handshake, settled by the modal's first snapshot (it took the
  // options of the ready() answer) or its refusal.
  let waiters: Waiter[] = []
  // Other calls made before the handshake (provider requests, switchNetwork, disconnect).
  let callers: Waiter[] = []
  let wallets: WalletDirectory | undefined
  const providers: Record<string, unknown> = {}
  let connectionError: AirlockError | undefined
  // The modal's page has arrived (its boot script said so): an early open() may show it.
  let booting = false

  const set = (patch: Partial<HostModalState>) => {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener(state)
  }

  const settle = (settled: Waiter[], failure?: unknown) => {
    for (const waiter of settled) {
      if (failure) waiter.reject(failure)
      else waiter.resolve()
    }
  }
  const settleWaiters = (failure?: unknown) => {
    settle(waiters, failure)
    waiters = []
  }
  const settleAll = (failure?: unknown) => {
    settleWaiters(failure)
    settle(callers, failure)
    callers = []
  }

  const rejectCalls = (failure: unknown, beforeSession = Number.POSITIVE_INFINITY) => {
    for (const call of pending) {
      if (call.session < beforeSession) {
        pending.delete(call)
        call.reject(failure)
      }
    }
  }

  const call = <K extends keyof ModalMethodSchemas & string>(
    method: K,
    params: MethodParams<ModalMethodSchemas, K>,
    timeoutMs = options.requestTimeoutMs,
  ) =>
    new Promise<unknown>((resolve, reject) => {
      const entry: PendingCall = { session, reject }
      pending.add(entry)
      ;(channel as Channel).remote
        .then((remote) => callMethod(remote, modalMethodSchemas, method, params, { timeoutMs }))
        .then(resolve, reject)
        .finally(() => pending.delete(entry))
    })

  // Tells the modal something in passing (a wallet list or event); nothing waits for the answer.
  const notify: typeof call = (method, params) => {
    const sent = state.ready ? call(method, params) : Promise.resolve(null)
    sent.catch(() => {})
    return sent
  }

  // The calls of the host's code are refused once destroyed, and during server rendering.
  const assertUsable = (method: string) => {
    if (destroyed) throw destroyedError()
    if (typeof document === 'undefined') {
      throw error(ErrorCode.NOT_IN_BROWSER, `${method}() only works in a browser.`)
    }
  }

  // A call for the host's dapp code: waits for the handshake, like open(). Those that wait for
  // the visitor in their wallet (a signature, a network switch) take as long as the modal gives
  // the wallet, not the few seconds a message takes.
  const request = async <K extends keyof ModalMethodSchemas & string>(
    method: K,
    params: MethodParams<ModalMethodSchemas, K>,
    timeoutMs?: number,
  ) => {
    assertUsable(method)
    if (!state.ready) {
      if (connectionError) throw connectionError
      await new Promise<void>((resolve, reject) => {
        callers.push({ resolve, reject })
      })
    }
    return call(method, params, timeoutMs)
  }
  const providerRequest = (namespace: Namespace, method: string, params?: unknown) =>
    request('providerRequest', { namespace, method, params }, WALLET_PROMPT_TIMEOUT_MS)

  const show = (open: OpenOptions) => {
    current = open
    overlay?.show()
    if (!state.open) set({ open: true })
  }

  const hide = () => {
    current = null
    modalShowing = false
    overlay?.hide()
    if (state.open) set({ open: false })
  }

  const handlers: MethodHandlers<typeof hostMethodSchemas> = {
    ready({ protocolVersions }) {
      let protocolVersion: number
      try {
        protocolVersion = negotiateProtocolVersion(SUPPORTED_PROTOCOL_VERSIONS, protocolVersions)
      } catch (failure) {
        connectionError = failure as AirlockError
        hide()
        set({ ready: false, error: serializeError(failure) })
        settleAll(failure)
        throw failure
      }
      clearTimeout(handshakeTimer)
      session += 1
      lastSeq = -1
      openings = 0
      closable = true
      modalShowing = false
      connectionError = undefined
      rejectCalls(reset(), session)
      // Without the booting message (a modal from before it, its boot script blocked by an older
      // CSP) a queued open shows now.
      if (waiters.length > 0 && current) show(current)
      set({ ready: true, error: null })
      return {
        protocolVersion,
        sdkVersion: SDK_VERSION,
        options: options.modalOptions,
        open: overlay?.shown() ? current : null,
        connectors: wallets?.list() ?? [],
      }
    },
    stateChanged({ seq, open, openings: count = openings, closable: canClose, ...snapshot }) {
      if (seq <= lastSeq) return null
      lastSeq = seq
      // The modal took the options: the calls queued before the handshake go ahead.
      settleAll()
      const openedItself = open && count > openings && !closing && !overlay?.shown()
      openings = count
      closable = canClose !== false
      if (openedItself) show({})
      if (open) modalShowing = true
      else if (modalShowing) hide()
      // Keep the account, network and session objects while they are equal, so that subscribers
      // and React hooks that select them only hear about real changes.
      const keep = <K extends Watched>(key: K) => {
        const next = snapshot[key] ?? null
        return JSON.stringify(next) === JSON.stringify(state[key]) ? state[key] : next
      }
      set({ ...snapshot, account: keep('account'), network: keep('network'), siwx: keep('siwx') })
      return null
    },
    openUrl: (params) => openUrl(window, params),
    walletRequest: createWalletRequest((connectorId) => wallets?.get(connectorId)),
    siwxNonce: createSiwxNonceHandler(options.getNonce),
  }

  let handshakeTimer: ReturnType<typeof setTimeout> | undefined
  const mount = () => {
    if (destroyed || overlay) return
    overlay = createOverlay(
      document,
      buildIframeSrc(
        options.modalUrl,
        options.projectId,
        instanceId,
        location.origin,
        options.modalOptions.themeMode,
      ),
    )
    const { iframe } = overlay
    const modalOrigin = new URL(options.modalUrl).origin
    // The first load is the modal booting; any later one is a reload, whose answers to calls
    // made before it can never arrive.
    iframe.addEventListener('load', () => {
      loads += 1
      if (loads > 1) rejectCalls(reset())
    })
    // No timeout on the handshake itself: a modal that answers late still connects.
    channel = acceptChannel({
      messenger: transport.createMessenger(iframe, modalOrigin),
      methods: createMethodTable(hostMethodSchemas, handlers),
      channel: instanceId,
    })
    const failHandshake = (failure: AirlockError) => {
      clearTimeout(handshakeTimer)
      connectionError = failure
      // The loading card shown for queued opens goes: nothing will answer them.
      hide()
      set({ ready: false, error: serializeError(failure) })
      rejectCalls(failure)
      settleAll(failure)
    }
    // Before the handshake the modal's page says that it has arrived (an early open() then shows
    // its loading card) or that the visitor dismissed that card (as close() would). It may refuse
    // this page, with the reason: at boot (origin not allowed, no such project), or after ready()
    // when the options fail the modal's checks.
    const onEarlyMessage = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow || event.origin !== modalOrigin) return
      const refusal = readRefusalMessage(event.data, instanceId)
      if (refusal) {
        const failure = error(refusal.code, refusal.message)
        // Also for the developer who never awaits open(): the page's console says why.
        console.error('[airlock]', failure)
        failHandshake(failure)
        return
      }
      if (state.ready) return
      const signal = readBootSignal(event.data, instanceId)
      if (signal === 'booting') {
        booting = true
        if (current && !connectionError) show(current)
        return
      }
      if (signal === 'dismiss') {
        settleWaiters()
        hide()
      }
    }
    window.addEventListener('message', onEarlyMessage)
    cleanups.push(() => window.removeEventListener('message', onEarlyMessage))
    handshakeTimer = setTimeout(() => {
      if (state.ready || connectionError) return
      failHandshake(
        error(
          ErrorCode.HANDSHAKE_TIMEOUT,
          `No answer from the modal at ${options.modalUrl} in ${options.handshakeTimeoutMs} ms: is it reachable from this page?`,
        ),
      )
    }, options.handshakeTimeoutMs)
  }

  if (typeof document !== 'undefined') {
    // Wallets are looked for at once, so that announcements made before the load event count.
    wallets = discoverWallets(
      window,
      options.adapters,
      (connectors) => notify('connectorsChanged', { connectors }),
      (connectorId, event, data) => notify('walletEvent', { connectorId, event, data }),
    )
    cleanups.push(wallets.destroy)
    // Mount in a task of its own after the load event, never inside it: creating the iframe
    // inside a load listener would count towards the host page's own load time.
    let mountTimer: ReturnType<typeof setTimeout> | undefined
    const scheduleMount = () => {
      mountTimer = setTimeout(mount, 0)
    }
    cleanups.push(() => clearTimeout(mountTimer))
    if (document.readyState === 'complete') {
      scheduleMount()
    } else {
      window.addEventListener('load', scheduleMount, { once: true })
      cleanups.push(() => window.removeEventListener('load', scheduleMount))
    }
  }

  const open = async (input: OpenOptions = {}): Promise<void> => {
    assertUsable('open')
    const checked = openOptionsSchema.safeParse(input)
    if (!checked.success) {
      const [issue] = checked.error.issues
      throw error(
        ErrorCode.INVALID_PARAMS,
        `Invalid open() option "${issue?.path.join('.')}": ${issue?.message}.`,
      )
    }
    const parsed = checked.data
    if (!state.ready) {
      if (connectionError) throw connectionError
      // Mounted at once if the page has not loaded yet, and shown as soon as the modal's page has
      // arrived: until the modal answers, that page shows a loading card drawn by its HTML and CSS
      // alone, so an early tap is seen to land. A modal URL that does not answer stays unseen.
      mount()
      current = parsed
      if (booting) show(parsed)
      return new Promise<void>((resolve, reject) => {
        waiters.push({ resolve, reject })
      })
    }
    show(parsed)
    try {
      await call('open', parsed)
      if (current === parsed) modalShowing = true
    } catch (failure) {
      // Never leave a transparent overlay over the page if the dialog may not be there.
      if (current === parsed) hide()
      throw failure
    }
  }

  const close = async (): Promise<void> => {
    if (destroyed) throw destroyedError()
    settleWaiters()
    if (!state.ready) {
      hide()
      return
    }
    // Where the modal refuses to close, it stays up and shakes; its snapshot hides it otherwise.
    if (closable || !overlay?.shown()) hide()
    closing += 1
    try {
      await call('close', {})
    } finally {
      closing -= 1
    }
  }

  const destroy = () => {
    if (destroyed) return
    destroyed = true
    const failure = destroyedError()
    clearTimeout(handshakeTimer)
    for (const cleanup of cleanups) cleanup()
    hide()
    overlay?.iframe.remove()
    channel?.destroy()
    rejectCalls(failure)
    settleAll(failure)
    set({ ready: false })
    listeners.clear()
    onDestroy()
  }

  const subscribeState = (listener: (state: HostModalState) => void) => {
    if (destroyed) return () => {}
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const watch =
    <K extends Watched>(key: K) =>
    (listener: (value: HostModalState[K]) => void) => {
      let last = state[key]
      return subscribeState((next) => {
        if (next[key] === last) return
        last = next[key]
        listener(last)
      })
    }
  const getState = () => state

  return {
    instanceId,
    open,
    close,
    getState,
    subscribeState,
    subscribeAccount: watch('account'),
    subscribeNetwork: watch('network'),
    subscribeSiwx: watch('siwx'),
    getProvider: ((namespace: string) => {
      const adapter = options.adapters.find((each) => each.namespace === namespace)
      if (namespace === 'eip155') {
        providers[namespace] ??= createEip1193Provider(providerRequest, {
          getState,
          subscribeState,
        })
      } else if (adapter) {
        providers[namespace] ??= adapter.createProvider(providerRequest, { getState })
      } else {
        // Solana support is an opt-in entry, so that EVM-only dapps do not ship it.
        throw error(
          ErrorCode.UNKNOWN_NETWORK,
          `getProvider() takes "eip155", or "solana" with adapters: [solanaAdapter()] from @airlock/host-sdk/solana; not "${String(namespace).slice(0, 40)}".`,
        )
      }
      return providers[namespace]
    }) as AirlockModal['getProvider'],
    // The modal checks the id against the networks it runs with (the host's, else the project's).
    async switchNetwork(caipNetworkId) {
      await request('switchNetwork', { caipNetworkId }, WALLET_PROMPT_TIMEOUT_MS)
    },
    async disconnect() {
      await request('disconnect', {})
    },
    destroy,
  }
}
