import { AirlockError, ErrorCode, type ModalState } from '@airlock/shared-protocol'
import type { Store } from '../state/Store.ts'
import { publicStateAtom } from './publicStateAtom.ts'

/** What {@link createStateReporter} returns. */
export type StateReporter = {
  /** The current snapshot with the last sequence number sent (0 before the first). */
  current: () => ModalState
  /** Sends the current snapshot now (after the handshake, so the host starts in sync). */
  report: () => void
  /** Stops reporting. */
  stop: () => void
}

/**
 * Pushes a state snapshot to the host after every change of the public state (the changes of one
 * synchronous action and what it queues are reported once, two microtasks later; an unchanged snapshot is not sent), numbering them
 * `seq` 1, 2, 3… so that the host can drop one that arrives late. A failed push is logged, never
 * thrown: the next change sends the full state again.
 */
export function createStateReporter(
  store: Store,
  push: (state: ModalState) => Promise<unknown>,
  onError: (error: unknown) => void = logPushError,
): StateReporter {
  let seq = 0
  let last = JSON.stringify(store.get(publicStateAtom))
  const send = (force: boolean) => {
    const snapshot = store.get(publicStateAtom)
    const text = JSON.stringify(snapshot)
    if (!force && text === last) return
    last = text
    seq += 1
    const state: ModalState = { seq, ...snapshot }
    try {
      push(state).catch(onError)
    } catch (error) {
      onError(error)
    }
  }
  const report = () => send(true)
  // One action sets several atoms (open: the view, then the open flag): report once it is done.
  // Two hops: what the same change queues (wireSiwx opening the sign-in on a connect) runs first,
  // so the account arrives with its sign-in view and `closable`, and no host closes the modal in
  // between.
  let scheduled = false
  let stopped = false
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() =>
      queueMicrotask(() => {
        scheduled = false
        if (!stopped) send(false)
      }),
    )
  }
  const unsubscribe = store.sub(publicStateAtom, schedule)
  return {
    current: () => ({ seq, ...store.get(publicStateAtom) }),
    report,
    stop: () => {
      stopped = true
      unsubscribe()
    },
  }
}

function logPushError(error: unknown): void {
  // A push that fails because the channel closed (page unload, host destroyed the modal) is expected.
  if (error instanceof AirlockError && error.code === ErrorCode.DESTROYED) return
  console.warn('[airlock] stateChanged failed', error)
}
