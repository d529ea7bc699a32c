import type { AirlockModal } from './AirlockModal.ts'
import type { HostModalState } from './HostModalState.ts'

/** How long a reconnect on page load waits for the modal to restore the session, by default. */
export const RESTORE_TIMEOUT_MS = 10_000

/**
 * Resolves what `find` picks from the modal's state (an account of the namespace a connector
 * cares about) once it picks something: after its handshake the modal reconnects its stored
 * wallets. Resolves `undefined` when the state reports an error, or after `timeoutMs`. For the
 * reconnects on page load of the wagmi connector and of the Airlock wallet-standard wallet.
 */
export function waitForRestoredSession<T>(
  modal: Pick<AirlockModal, 'getState' | 'subscribeState'>,
  find: (state: HostModalState) => T | null | undefined,
  timeoutMs: number,
): Promise<T | undefined> {
  return new Promise((resolve) => {
    let settled = false
    let stop = () => {}
    const done = (found: T | undefined) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      stop()
      resolve(found)
    }
    const check = (state: HostModalState) => {
      const found = find(state)
      if (found !== null && found !== undefined) done(found)
      else if (state.error) done(undefined)
    }
    const timer = setTimeout(() => done(undefined), timeoutMs)
    stop = modal.subscribeState(check)
    check(modal.getState())
  })
}
