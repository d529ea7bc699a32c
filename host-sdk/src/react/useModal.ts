import { useSyncExternalStore } from 'react'
import type { AirlockModal } from '../AirlockModal.ts'
import { resolveModal } from './resolveModal.ts'

/** What {@link useModal} returns. */
export type UseModalReturnType = Pick<AirlockModal, 'open' | 'close'> & {
  /** Whether the overlay is shown. */
  isOpen: boolean
}

/**
 * Opens and closes the modal, and tells whether it is open; re-renders only when that changes.
 * Works on `modal`, or on the most recently created instance (create it at module level, outside
 * components: a second createModal() with the same options returns the same instance anyway).
 *
 * @example
 * ```tsx
 * const modal = createModal('demo')
 *
 * function ConnectButton() {
 *   const { open, isOpen } = useModal()
 *   return <button type="button" disabled={isOpen} onClick={() => open()}>Connect</button>
 * }
 * ```
 */
export function useModal(modal?: AirlockModal): UseModalReturnType {
  const { open, close, subscribeState, getState } = resolveModal(modal)
  const isOpen = useSyncExternalStore(
    subscribeState,
    () => getState().open,
    () => false,
  )
  return { open, close, isOpen }
}
