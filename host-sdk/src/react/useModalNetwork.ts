import { useSyncExternalStore } from 'react'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState } from '../HostModalState.ts'
import { resolveModal } from './resolveModal.ts'

/**
 * The active network (`{ caipNetworkId, name }`), or `null`; re-renders only when it changes.
 * Switch it with `modal.switchNetwork(caipNetworkId)`. Works on `modal`, or on the most recently
 * created instance.
 *
 * @example
 * ```tsx
 * function NetworkName() {
 *   const network = useModalNetwork()
 *   return <span>{network?.name ?? 'No network'}</span>
 * }
 * ```
 */
export function useModalNetwork(modal?: AirlockModal): HostModalState['network'] {
  const { subscribeNetwork, getState } = resolveModal(modal)
  return useSyncExternalStore(
    subscribeNetwork,
    () => getState().network,
    () => null,
  )
}
