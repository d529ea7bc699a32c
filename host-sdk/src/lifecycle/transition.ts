import type { OpenOptions } from '@airlock/shared-protocol'

/**
 * Where the connection to the modal is: the iframe is mounting (no sign of the modal's page yet),
 * the page has arrived and boots, the modal said ready() (again after each reload), it refused
 * this page (or never answered), or the instance was destroyed. A refused instance connects
 * again if the modal answers ready() after all.
 */
type Phase = 'mounting' | 'booting' | 'ready' | 'refused' | 'destroyed'

/**
 * What the visitor sees: nothing; the overlay up while the modal has not said it shows the dialog
 * (its loading card before the handshake, or an open() in flight); the dialog; or nothing while
 * a close() waits for the modal's answer, when snapshots sent before the modal handled the close
 * may still say `open: true` and must not show it again.
 */
export type OverlayPhase = 'hidden' | 'loading' | 'shown' | 'closing'

/**
 * The host's own card, for while the modal cannot draw one: loading from an open() until the
 * modal's page arrives, and failed once the handshake timed out with the visitor waiting (Retry).
 */
export type HostCard = 'none' | 'loading' | 'failed'

/** The whole lifecycle of one instance, outside its side effects. */
export type Lifecycle = {
  phase: Phase
  overlay: OverlayPhase
  /** The options of the shown or queued open, null when closed. */
  current: OpenOptions | null
  /** One per ready(): snapshots and calls belong to the session they came in. */
  session: number
  lastSeq: number
  /** The modal's count of its openings: a higher one while hidden means it opened by itself. */
  openings: number
  /** False while the modal refuses to close (a required sign-in): close() leaves it up. */
  closable: boolean
  /** close() calls the modal has not answered yet. */
  closes: number
  /** Loads of the iframe: any after the first is a reload. */
  loads: number
  card: HostCard
}

/** What happened to the instance. */
export type LifecycleEvent =
  /** The modal's boot script said its page has arrived. */
  | { type: 'boot' }
  /** The visitor dismissed the loading card before the handshake. */
  | { type: 'dismiss' }
  /** open() before the handshake. */
  | { type: 'queue'; open: OpenOptions }
  /** The modal's ready(), with a protocol version both sides speak. */
  | { type: 'ready' }
  /** The modal refused this page, spoke no common protocol version, or the instance gave up. */
  | { type: 'refuse' }
  /** The handshake timer ran out: a refusal unless the modal answered or refused already. */
  | { type: 'timeout' }
  /**
   * The modal could not fetch its project file (a network error, a failing server): a refusal
   * that may pass, so a visitor waiting gets the failed card (Retry), as after a timeout.
   */
  | { type: 'unreachable' }
  /**
   * After a timeout or an unreachable project file, the visitor tries again (Retry, a later
   * open()): a new iframe mounts.
   */
  | { type: 'retry' }
  /** A state snapshot pushed by the modal. */
  | {
      type: 'snapshot'
      seq: number
      open: boolean
      openings?: number | undefined
      closable?: boolean | undefined
    }
  /** open() after the handshake, and the modal's answer to it. */
  | { type: 'open' | 'opened' | 'openFailed'; open: OpenOptions }
  /** close(), and the modal's answer to it (or its failure). */
  | { type: 'close' | 'closed' }
  /** The iframe fired its load event. */
  | { type: 'load' }
  | { type: 'destroy' }

export const INITIAL_LIFECYCLE: Lifecycle = {
  phase: 'mounting',
  overlay: 'hidden',
  current: null,
  session: 0,
  lastSeq: -1,
  openings: 0,
  closable: true,
  closes: 0,
  loads: 0,
  card: 'none',
}

/** Whether the overlay is up (visible and interactive). */
export const isVisible = (overlay: OverlayPhase) => overlay === 'loading' || overlay === 'shown'

const show = (state: Lifecycle, open: OpenOptions): Lifecycle => ({
  ...state,
  current: open,
  overlay: state.overlay === 'shown' ? 'shown' : 'loading',
})

const hide = (state: Lifecycle): Lifecycle => ({
  ...state,
  current: null,
  card: 'none',
  overlay: state.closes > 0 ? 'closing' : 'hidden',
})

const isEarly = (phase: Phase) => phase === 'mounting' || phase === 'booting'

/**
 * The instance's next lifecycle after `event`; the same object when the event changes nothing
 * (a stale snapshot, a late timeout). Pure: createModalInstance() carries out what changed.
 */
export function transition(state: Lifecycle, event: LifecycleEvent): Lifecycle {
  if (state.phase === 'destroyed') return state
  switch (event.type) {
    case 'boot': {
      if (!isEarly(state.phase)) return state
      // The modal's page draws its own loading card from here.
      const booting: Lifecycle = { ...state, phase: 'booting', card: 'none' }
      return state.current ? show(booting, state.current) : booting
    }
    case 'dismiss':
      return state.phase === 'ready' ? state : hide(state)
    case 'queue':
      return state.phase === 'booting'
        ? show(state, event.open)
        : { ...state, current: event.open, card: 'loading' }
    case 'ready': {
      const ready: Lifecycle = {
        ...state,
        phase: 'ready',
        overlay: state.overlay === 'shown' ? 'loading' : state.overlay,
        session: state.session + 1,
        lastSeq: -1,
        openings: 0,
        closable: true,
        card: 'none',
      }
      // An open queued before the page booted shows now (a modal without the booting message).
      return state.current ? show(ready, state.current) : ready
    }
    case 'timeout':
    case 'unreachable':
      if (!isEarly(state.phase)) {
        return event.type === 'timeout' ? state : hide({ ...state, phase: 'refused' })
      }
      // A visitor who clicked is told, with a way to try again; nobody waiting sees nothing.
      return {
        ...hide({ ...state, phase: 'refused' }),
        card: state.current ? 'failed' : 'none',
      }
    case 'retry':
      return state.phase === 'refused' ? { ...state, phase: 'mounting', loads: 0 } : state
    case 'refuse':
      return hide({ ...state, phase: 'refused' })
    case 'snapshot': {
      if (event.seq <= state.lastSeq) return state
      const openings = event.openings ?? state.openings
      const openedItself = event.open && openings > state.openings && state.overlay === 'hidden'
      let next: Lifecycle = {
        ...state,
        lastSeq: event.seq,
        openings,
        closable: event.closable !== false,
      }
      if (openedItself) next = show(next, {})
      if (event.open) return next.overlay === 'loading' ? { ...next, overlay: 'shown' } : next
      return next.overlay === 'shown' ? hide(next) : next
    }
    case 'open':
      return show(state, event.open)
    case 'opened':
      return state.current === event.open && state.overlay === 'loading'
        ? { ...state, overlay: 'shown' }
        : state
    case 'openFailed':
      return state.current === event.open ? hide(state) : state
    case 'close': {
      if (state.phase !== 'ready') return hide(state)
      const closing: Lifecycle = { ...state, closes: state.closes + 1 }
      // Where the modal refuses to close, it stays up and shakes.
      return state.closable || !isVisible(state.overlay) ? hide(closing) : closing
    }
    case 'closed': {
      const closes = state.closes - 1
      const overlay = closes === 0 && state.overlay === 'closing' ? 'hidden' : state.overlay
      return { ...state, closes, overlay }
    }
    case 'load':
      return { ...state, loads: state.loads + 1 }
    case 'destroy':
      return hide({ ...state, phase: 'destroyed' })
  }
}
