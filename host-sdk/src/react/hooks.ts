import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { useSyncExternalStore } from 'react'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState } from '../HostModalState.ts'
import { getDefaultModal } from '../instances.ts'

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

/**
 * The instance a hook works on: the one passed in, else the most recently created one.
 *
 * @throws {AirlockError} `INVALID_OPTIONS` when there is neither.
 */
function resolveModal(modal: AirlockModal | undefined): AirlockModal {
  const resolved = modal ?? getDefaultModal()
  if (!resolved) {
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      'No modal: call createModal() before rendering, or pass the instance to the hook.',
    )
  }
  return resolved
}
