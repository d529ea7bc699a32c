import type { ModalState } from '@airlock/shared-protocol'
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
  error: null,
}

/**
 * The host's view of its modal (`getState()`) and its subscribers. `clear()` drops them all and
 * takes no more, once the instance is destroyed. Internal.
 */
export function createStateStore() {
  const listeners = new Set<(state: HostModalState) => void>()
  let state = INITIAL_STATE
  let cleared = false
  const set = (patch: Partial<HostModalState>) => {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener(state)
  }
  const getState = () => state
  const subscribeState: AirlockModal['subscribeState'] = (listener) => {
    if (cleared) return () => {}
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
  // Keep the account, network and session objects while they are equal, so that subscribers and
  // React hooks that select them only hear about real changes.
  const keep = <K extends Watched>(snapshot: Snapshot, key: K) => {
    const next = snapshot[key] ?? null
    return JSON.stringify(next) === JSON.stringify(state[key]) ? state[key] : next
  }
  return {
    set,
    getState,
    subscribeState,
    /** Takes a snapshot's view, status, account, network and session. */
    setSnapshot: (snapshot: Snapshot) =>
      set({
        ...snapshot,
        account: keep(snapshot, 'account'),
        network: keep(snapshot, 'network'),
        siwx: keep(snapshot, 'siwx'),
      }),
    subscribeAccount: watch('account'),
    subscribeNetwork: watch('network'),
    subscribeSiwx: watch('siwx'),
    clear() {
      cleared = true
      listeners.clear()
    },
  }
}
