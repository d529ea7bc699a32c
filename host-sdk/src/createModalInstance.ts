import {
  AirlockError,
  callMethod,
  createMethodTable,
  ErrorCode,
  type MethodHandlers,
  negotiateProtocolVersion,
  type OpenOptions,
  SUPPORTED_PROTOCOL_VERSIONS,
  serializeError,
} from '@airlock/shared-protocol'
import { type Connection, connect } from 'penpal'
import type { AirlockModal } from './AirlockModal.ts'
import { createInstanceId } from './createInstanceId.ts'
import { GuardIssue } from './guards/guards.ts'
import { hostMethodGuards } from './guards/hostMethodGuards.ts'
import { modalMethodGuards } from './guards/modalMethodGuards.ts'
import { openOptionsGuard } from './guards/openOptionsGuard.ts'
import type { HostModalState } from './HostModalState.ts'
import { openUrl } from './handlers/openUrl.ts'
import { walletRequest } from './handlers/walletRequest.ts'
import type { ParsedOptions } from './options/ParsedOptions.ts'
import { buildIframeSrc } from './overlay/buildIframeSrc.ts'
import { createOverlay, type Overlay } from './overlay/createOverlay.ts'
import { SDK_VERSION } from './SDK_VERSION.ts'
import { transport } from './transport.ts'

type Waiter = { resolve: () => void; reject: (error: unknown) => void }
type PendingCall = { session: number; reject: (error: unknown) => void }

const INITIAL_STATE: HostModalState = {
  ready: false,
  open: false,
  view: 'Connect',
  status: 'disconnected',
  account: null,
  network: null,
  error: null,
}

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
  let channel: Connection | undefined
  // A session starts with each ready(); snapshots and calls belong to one.
  let session = 0
  let lastSeq = -1
  let loads = 0
  // The modal said it shows the dialog for the current open; a later `open: false` means the
  // visitor closed it from inside.
  let modalShowing = false
  // The options of the shown or queued open, null when closed.
  let current: OpenOptions | null = null
  // open() calls made before the handshake, settled by ready() or its failure.
  let waiters: Waiter[] = []
  let connectionError: AirlockError | undefined

  const set = (patch: Partial<HostModalState>) => {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener(state)
  }

  const settleWaiters = (failure?: unknown) => {
    const settled = waiters
    waiters = []
    for (const waiter of settled) {
      if (failure) waiter.reject(failure)
      else waiter.resolve()
    }
  }

  const rejectCalls = (failure: unknown, beforeSession = Number.POSITIVE_INFINITY) => {
    for (const call of pending) {
      if (call.session < beforeSession) {
        pending.delete(call)
        call.reject(failure)
      }
    }
  }

  const call = (method: 'open' | 'close', params: object) =>
    new Promise<unknown>((resolve, reject) => {
      const entry: PendingCall = { session, reject }
      pending.add(entry)
      ;(channel as Connection).promise
        .then((remote) =>
          callMethod(remote, modalMethodGuards, method, params, {
            timeoutMs: options.requestTimeoutMs,
          }),
        )
        .then(resolve, reject)
        .finally(() => pending.delete(entry))
    })

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

  const handlers: MethodHandlers<typeof hostMethodGuards> = {
    ready({ protocolVersions }) {
      let protocolVersion: number
      try {
        protocolVersion = negotiateProtocolVersion(SUPPORTED_PROTOCOL_VERSIONS, protocolVersions)
      } catch (failure) {
        connectionError = failure as AirlockError
        set({ ready: false, error: serializeError(failure) })
        settleWaiters(failure)
        throw failure
      }
      clearTimeout(handshakeTimer)
      session += 1
      lastSeq = -1
      modalShowing = false
      connectionError = undefined
      rejectCalls(reset(), session)
      if (waiters.length > 0 && current) show(current)
      set({ ready: true, error: null })
      // The queued open() calls resolve once the answer that carries them has been sent.
      queueMicrotask(() => settleWaiters())
      return {
        protocolVersion,
        sdkVersion: SDK_VERSION,
        options: options.modalOptions,
        open: overlay?.shown() ? current : null,
        connectors: [],
      }
    },
    stateChanged({ seq, open, ...snapshot }) {
      if (seq <= lastSeq) return null
      lastSeq = seq
      if (open) modalShowing = true
      else if (modalShowing) hide()
      set(snapshot)
      return null
    },
    openUrl: (params) => openUrl(window, params),
    walletRequest,
  }

  let handshakeTimer: ReturnType<typeof setTimeout> | undefined
  const mount = () => {
    if (destroyed) return
    overlay = createOverlay(
      document,
      buildIframeSrc(options.modalUrl, options.projectId, instanceId, location.origin),
    )
    const { iframe } = overlay
    // The first load is the modal booting; any later one is a reload, whose answers to calls
    // made before it can never arrive.
    iframe.addEventListener('load', () => {
      loads += 1
      if (loads > 1) rejectCalls(reset())
    })
    // No timeout on the penpal handshake itself: a modal that answers late still connects.
    channel = connect({
      messenger: transport.createMessenger(iframe, new URL(options.modalUrl).origin),
      methods: createMethodTable(hostMethodGuards, handlers),
      channel: instanceId,
    })
    channel.promise.catch(() => {})
    handshakeTimer = setTimeout(() => {
      if (state.ready) return
      connectionError = error(
        ErrorCode.HANDSHAKE_TIMEOUT,
        `No answer from the modal in ${options.handshakeTimeoutMs} ms: is ${location.origin} allowed in project ${options.projectId}?`,
      )
      set({ error: serializeError(connectionError) })
      if (!overlay?.shown()) current = null
      settleWaiters(connectionError)
    }, options.handshakeTimeoutMs)
  }

  if (typeof document !== 'undefined') {
    if (document.readyState === 'complete') {
      const timer = setTimeout(mount, 0)
      cleanups.push(() => clearTimeout(timer))
    } else {
      window.addEventListener('load', mount, { once: true })
      cleanups.push(() => window.removeEventListener('load', mount))
    }
  }

  const open = async (input: OpenOptions = {}): Promise<void> => {
    if (destroyed) throw destroyedError()
    if (typeof document === 'undefined') {
      throw error(ErrorCode.NOT_IN_BROWSER, 'open() only works in a browser.')
    }
    let parsed: OpenOptions
    try {
      parsed = openOptionsGuard(input, '')
    } catch (failure) {
      if (!(failure instanceof GuardIssue)) throw failure
      throw error(
        ErrorCode.INVALID_PARAMS,
        `Invalid open() option "${failure.path}": ${failure.message}.`,
      )
    }
    if (!state.ready) {
      if (connectionError) throw connectionError
      current = parsed
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
    hide()
    if (state.ready) await call('close', {})
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
    settleWaiters(failure)
    set({ ready: false })
    listeners.clear()
    onDestroy()
  }

  return {
    instanceId,
    open,
    close,
    getState: () => state,
    subscribeState(listener) {
      if (destroyed) return () => {}
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    destroy,
  }
}
