import { useSyncExternalStore } from 'react'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState } from '../HostModalState.ts'
import { resolveModal } from './resolveModal.ts'

/**
 * The active account's SIWX session (`{ caipAddress, message, signature, issuedAt,
 * expirationTime? }`), or `null`; re-renders only when it changes. Send it to your server, which
 * verifies the signature and the nonce it issued. Works on `modal`, or on the most recently
 * created instance.
 *
 * @example
 * ```tsx
 * function SignedIn() {
 *   const session = useModalSiwx()
 *   useEffect(() => {
 *     if (session) void fetch('/api/siwx/verify', { method: 'POST', body: JSON.stringify(session) })
 *   }, [session])
 *   return <span>{session ? 'Signed in' : 'Not signed in'}</span>
 * }
 * ```
 */
export function useModalSiwx(modal?: AirlockModal): HostModalState['siwx'] {
  const { subscribeSiwx, getState } = resolveModal(modal)
  return useSyncExternalStore(
    subscribeSiwx,
    () => getState().siwx,
    () => null,
  )
}
