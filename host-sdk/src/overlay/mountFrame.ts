import {
  AirlockError,
  acceptChannel,
  type BootSignal,
  type Channel,
  ErrorCode,
  type Messenger,
  type MethodTable,
  PROTOCOL_VERSION,
  readBootSignal,
  readRefusalMessage,
} from '@airlock/shared-protocol'
import type { ParsedOptions } from '../options/parseOptions.ts'
import { createOverlay, type Overlay } from './createOverlay.ts'

/** How an instance reaches its iframe's page before the handshake. */
export type CreateMessenger = (iframe: HTMLIFrameElement, modalOrigin: string) => Messenger

/** What {@link mountFrame} needs: where, how to talk, and what to tell the instance. */
export type MountFrameParameters = {
  options: ParsedOptions
  instanceId: string
  createMessenger: CreateMessenger
  methods: MethodTable
  /** Each load of the iframe (the first is the modal booting, any later one a reload). */
  onLoad: () => void
  /** The modal's page refused this host page, with the reason (also logged to the console). */
  onRefusal: (failure: AirlockError) => void
  onBootSignal: (signal: BootSignal) => void
  /** `handshakeTimeoutMs` passed since mounting (the instance decides whether that matters). */
  onTimeout: (failure: AirlockError) => void
}

/** The mounted iframe: its overlay and channel; `destroy()` removes both and every listener. */
export type Frame = {
  overlay: Overlay
  channel: Channel
  stopTimer: () => void
  destroy: () => void
}

/**
 * Appends the modal's iframe, hidden, and listens to it: the channel's handshake, and the
 * messages its page sends before the handshake (boot signals, refusals), from its window and
 * origin only. Internal.
 */
export function mountFrame(parameters: MountFrameParameters): Frame {
  const { options, instanceId, onRefusal, onBootSignal } = parameters
  const overlay = createOverlay(
    document,
    buildIframeSrc(
      options.modalUrl,
      options.projectId,
      instanceId,
      location.origin,
      options.modalOptions.themeMode,
      options.embed !== undefined,
    ),
    options.embed,
  )
  const { iframe } = overlay
  const modalOrigin = new URL(options.modalUrl).origin
  iframe.addEventListener('load', parameters.onLoad)
  // No timeout on the handshake itself: a modal that answers late still connects.
  const channel = acceptChannel({
    messenger: parameters.createMessenger(iframe, modalOrigin),
    methods: parameters.methods,
    channel: instanceId,
  })
  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== modalOrigin) return
    const refusal = readRefusalMessage(event.data, instanceId)
    if (refusal) {
      const failure = new AirlockError(refusal.code, refusal.message)
      // Also for the developer who never awaits open(): the page's console says why.
      console.error('[airlock]', failure)
      onRefusal(failure)
      return
    }
    const signal = readBootSignal(event.data, instanceId)
    if (signal) onBootSignal(signal)
  }
  window.addEventListener('message', onMessage)
  const timeout = new AirlockError(
    ErrorCode.HANDSHAKE_TIMEOUT,
    // A production modal's frame-ancestors refuses a page no project allows: the iframe never
    // loads, so the modal cannot say ORIGIN_NOT_ALLOWED itself.
    `No answer from the modal at ${options.modalUrl} in ${options.handshakeTimeoutMs} ms: is it reachable from this page, and is this page's origin in a project's allowedOrigins?`,
  )
  const timer = setTimeout(() => parameters.onTimeout(timeout), options.handshakeTimeoutMs)
  return {
    overlay,
    channel,
    stopTimer: () => clearTimeout(timer),
    destroy() {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
      iframe.remove()
      channel.destroy()
    },
  }
}

/** When createModal() creates the iframe; see `CreateModalOptions['preload']`. */
export type Preload = 'load' | 'idle' | 'interaction'

// The first touch of a connect control: `pointerover` comes first for a mouse, a pen and a
// finger alike (before `pointerdown`, with or without hover); `focusin` for the keyboard.
const INTERACTIONS = ['pointerover', 'focusin']

/**
 * Calls `mount` when `preload` says: in a task after the page's load event ('load'); after that
 * once the browser is idle ('idle'); or at the first hover, press, touch or focus of an element
 * inside a `[data-airlock-connect]` one, in an open shadow root too ('interaction'). Any call to
 * the modal (`open()`, a provider request) mounts at once too; `mount` does nothing after the
 * first time.
 * Returns the function that cancels it.
 */
export function schedulePreload(window: Window, preload: Preload, mount: () => void): () => void {
  if (preload === 'interaction') {
    // Listens until the instance is destroyed: mounting again does nothing.
    // The path, not the target: at the document a target inside a shadow root (a web component's
    // button) is its host. Nodes inside a closed shadow root stay hidden: mark the host then.
    const onInteraction = (event: Event) => {
      const path = event.composedPath() as Array<Partial<Element>>
      if (path.some((node) => node.matches?.('[data-airlock-connect]'))) mount()
    }
    for (const type of INTERACTIONS) window.document.addEventListener(type, onInteraction, true)
    return () => {
      for (const type of INTERACTIONS)
        window.document.removeEventListener(type, onInteraction, true)
    }
  }
  return afterPageLoad(
    window,
    // No deadline: open() does not wait for the idle time. Safari has no requestIdleCallback.
    preload === 'idle' && window.requestIdleCallback
      ? () => window.requestIdleCallback(mount)
      : mount,
  )
}

/**
 * Runs `run` in a task of its own after the page's load event, never inside it: creating the
 * iframe inside a load listener would count towards the host page's own load time. Returns the
 * function that cancels it.
 */
function afterPageLoad(window: Window, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    timer = setTimeout(run)
  }
  // The load event comes once: the listener needs no `once`, the cancel removes it.
  if (window.document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule)
  return () => {
    clearTimeout(timer)
    window.removeEventListener('load', schedule)
  }
}

/**
 * The iframe URL: the modal URL with what the modal needs before the handshake in the hash
 * (which never reaches a server): project, instance id (the channel), protocol version and
 * the host origin, which the modal cross-checks with `ancestorOrigins` and the referrer; and a
 * light theme, so that the loading card the modal's page shows before the handshake is light too;
 * `embedded` when inline, so that the card fills the host's element from the first paint.
 */
export function buildIframeSrc(
  modalUrl: string,
  projectId: string,
  instanceId: string,
  hostOrigin: string,
  // The host's unchecked `themeMode` option: anything but 'light' is the default, dark.
  themeMode?: unknown,
  embedded = false,
): string {
  return `${modalUrl.split('#')[0]}#projectId=${projectId}&instance=${instanceId}&v=${PROTOCOL_VERSION}&origin=${encodeURIComponent(hostOrigin)}${themeMode === 'light' ? '&theme=light' : ''}${embedded ? '&embedded' : ''}`
}
