import type { AirlockModal } from '../AirlockModal.ts'
import { resolveModal } from './resolveModal.ts'

/** What {@link useDisconnect} returns. */
export type UseDisconnectReturnType = Pick<AirlockModal, 'disconnect'>

/**
 * The function that disconnects the wallet in every namespace. Works on `modal`, or on the most
 * recently created instance.
 *
 * @example
 * ```tsx
 * function DisconnectButton() {
 *   const { disconnect } = useDisconnect()
 *   return <button type="button" onClick={() => disconnect()}>Disconnect</button>
 * }
 * ```
 */
export function useDisconnect(modal?: AirlockModal): UseDisconnectReturnType {
  return { disconnect: resolveModal(modal).disconnect }
}
