import { AirlockError, ErrorCode, type ModalState } from '@airlock/shared-protocol'
import type { createStore } from 'jotai/vanilla'
import { shellSnapshotAtom } from './shellSnapshotAtom.ts'

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
 * Pushes a state snapshot to the host after every change of the public state, numbering them
 * `seq` 1, 2, 3… so that the host can drop one that arrives late. A failed push is logged, never
 * thrown: the next change sends the full state again.
 *
 * @example
 * ```ts
 * const reporter = createStateReporter(store, (state) =>
 *   callMethod(remote, hostMethodSchemas, 'stateChanged', state, { timeoutMs: 5000 }),
 * )
 * ```
 */
export function createStateReporter(
  store: ReturnType<typeof createStore>,
  push: (state: ModalState) => Promise<unknown>,
  onError: (error: unknown) => void = logPushError,
): StateReporter {
  let seq = 0
  const report = () => {
    seq += 1
    const state: ModalState = { seq, ...store.get(shellSnapshotAtom) }
    try {
      push(state).catch(onError)
    } catch (error) {
      onError(error)
    }
  }
  const unsubscribe = store.sub(shellSnapshotAtom, report)
  return {
    current: () => ({ seq, ...store.get(shellSnapshotAtom) }),
    report,
    stop: unsubscribe,
  }
}

function logPushError(error: unknown): void {
  // A push that fails because the channel closed (page unload, host destroyed the modal) is expected.
  if (error instanceof AirlockError && error.code === ErrorCode.DESTROYED) return
  console.warn('[airlock] stateChanged failed', error)
}
