import type { ModalEvent, ModalState } from '@airlock/shared-protocol'
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
    <T>(set: Set<T>) =>
    (listener: T) => {
      if (cleared) return () => {}
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    }
  const set = (patch: Partial<HostModalState>) => {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener(state)
  }
  const getState = () => state
  const subscribeState: AirlockModal['subscribeState'] = listen(listeners)
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
    subscribeAccount: watch('account'),
    subscribeNetwork: watch('network'),
    subscribeSiwx: watch('siwx'),
    /** Tells the subscribers of `subscribeEvents()` about a tracked event of the modal. */
    emit(event: ModalEvent) {
      for (const listener of [...eventListeners]) listener(event)
    },
    subscribeEvents: listen(eventListeners),
    clear() {
      cleared = true
      listeners.clear()
      eventListeners.clear()
    },
  }
}
