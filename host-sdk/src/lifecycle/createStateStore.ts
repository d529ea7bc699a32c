import { AirlockError, ErrorCode, type ModalEvent, type ModalState } from '@airlock/shared-protocol'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState } from '../HostModalState.ts'

type Watched = 'account' | 'network' | 'siwx'
type Snapshot = Omit<ModalState, 'seq' | 'open' | 'openings' | 'closable'>

const INITIAL_STATE: HostModalState = {
  ready: false,
  open: false,
  view: 'Connect',
  status: 'disconnected',
  account: null,
  network: null,
  siwx: null,
  accounts: [],
  walletInfo: null,
  error: null,
}

/**
 * The host's view of its modal (`getState()`), its subscribers and those of the modal's tracked
 * events. `clear()` drops them all and takes no more, once the instance is destroyed. Internal.
 */
export function createStateStore() {
  const listeners = new Set<(state: HostModalState) => void>()
  const eventListeners = new Set<(event: ModalEvent) => void>()
  let state = INITIAL_STATE
  let cleared = false
  const listen =
    <T>(set: Set<T>, method: string) =>
    (listener: T) => {
      assertListener(listener, method)
      if (cleared) return () => {}
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    }
  const set = (patch: Partial<HostModalState>) => {
    state = { ...state, ...patch }
    notify(listeners, state)
  }
  const getState = () => state
  const subscribeState: AirlockModal['subscribeState'] = listen(listeners, 'subscribeState')
  const watch =
    <K extends Watched>(key: K, method: string) =>
    (listener: (value: HostModalState[K]) => void) => {
      assertListener(listener, method)
      let last = state[key]
      return subscribeState((next) => {
        if (next[key] === last) return
        last = next[key]
        listener(last)
      })
    }
  return {
    set,
    getState,
    subscribeState,
    /**
     * Takes a snapshot's view, status, accounts, network, wallet and session (those an older modal
     * leaves out as none). The objects that are equal to the current ones are kept, so that
     * subscribers and React hooks that select them only hear about real changes.
     */
    setSnapshot(snapshot: Snapshot) {
      const next: Record<string, unknown> = {
        ...snapshot,
        siwx: snapshot.siwx ?? null,
        accounts: snapshot.accounts ?? [],
        walletInfo: snapshot.walletInfo ?? null,
      }
      for (const key of ['account', 'network', 'siwx', 'accounts', 'walletInfo'] as const) {
        if (JSON.stringify(next[key]) === JSON.stringify(state[key])) next[key] = state[key]
      }
      set(next)
    },
    subscribeAccount: watch('account', 'subscribeAccount'),
    subscribeNetwork: watch('network', 'subscribeNetwork'),
    subscribeSiwx: watch('siwx', 'subscribeSiwx'),
    /** Tells the subscribers of `subscribeEvents()` about a tracked event of the modal. */
    emit(event: ModalEvent) {
      notify(eventListeners, event)
    },
    subscribeEvents: listen(eventListeners, 'subscribeEvents'),
    clear() {
      cleared = true
      listeners.clear()
      eventListeners.clear()
    },
  }
}

/** A listener that is not a function would throw later, inside the SDK's own state changes. */
function assertListener(listener: unknown, method: string): void {
  if (typeof listener === 'function') return
  throw new AirlockError(
    ErrorCode.INVALID_PARAMS,
    `${method}() takes a function, not ${listener === null ? 'null' : typeof listener}.`,
  )
}

/**
 * Calls each listener with `value`. One that throws is reported as the page's uncaught error (as
 * an event listener's would be) and the others still hear it: a dapp's bug must not silence the
 * React hooks, nor break the SDK's own state changes (destroy()).
 */
function notify<T>(listeners: Set<(value: T) => void>, value: T): void {
  for (const listener of [...listeners]) {
    try {
      listener(value)
    } catch (error) {
      if (typeof globalThis.reportError === 'function') globalThis.reportError(error)
      else console.error(error)
    }
  }
}
