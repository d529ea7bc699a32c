import { useSyncExternalStore } from 'react'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState } from '../HostModalState.ts'
import { resolveModal } from './resolveModal.ts'

/**
 * The connected account (`{ address, caipAddress, namespace, connectorId? }`), or `null`;
 * re-renders only when it changes. Works on `modal`, or on the most recently created instance.
 *
 * @example
 * ```tsx
 * function Address() {
 *   const account = useModalAccount()
 *   return <span>{account ? account.address : 'Not connected'}</span>
 * }
 * ```
 */
export function useModalAccount(modal?: AirlockModal): HostModalState['account'] {
  const { subscribeAccount, getState } = resolveModal(modal)
  return useSyncExternalStore(
    subscribeAccount,
    () => getState().account,
    () => null,
  )
}
