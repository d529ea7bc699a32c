import { useSyncExternalStore } from 'react'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState } from '../HostModalState.ts'
import { resolveModal } from './resolveModal.ts'

/**
 * The modal's state (ready, open, view, status, account, network, error), re-rendering on every
 * change. Works on `modal`, or on the most recently created instance.
 *
 * @example
 * ```tsx
 * function Account() {
 *   const { account, status } = useModalState()
 *   return <span>{status === 'connected' ? account?.address : 'Not connected'}</span>
 * }
 * ```
 */
export function useModalState(modal?: AirlockModal): HostModalState {
  const { subscribeState, getState } = resolveModal(modal)
  return useSyncExternalStore(subscribeState, getState, getState)
}
