import { AirlockError, ErrorCode, type ModalEvent, type Namespace } from '@airlock/shared-protocol'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState, WalletInfo } from '../HostModalState.ts'
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
 * const modal = createModal({ projectId: 'demo', modalUrl: 'https://modal.example.com/' })
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

/** Parameters of {@link useModalAccount}. */
export type UseModalAccountParameters = {
  /** The namespace whose account to read (`'solana'`, …); the active account without one. */
  namespace?: Namespace | undefined
  /** The instance; the most recently created one without it. */
  modal?: AirlockModal | undefined
}

/**
 * The connected account (`{ address, caipAddress, namespace, connectorId? }`) of `namespace`, or
 * the active account without one; `null` when that namespace is not connected. Re-renders only
 * when it changes. Works on `modal`, or on the most recently created instance (an instance passed
 * as the only argument works too).
 *
 * @example
 * ```tsx
 * function Addresses() {
 *   const evm = useModalAccount({ namespace: 'eip155' })
 *   const solana = useModalAccount({ namespace: 'solana' })
 *   return <span>{evm?.address ?? '–'} / {solana?.address ?? '–'}</span>
 * }
 * ```
 */
export function useModalAccount(
  parameters: UseModalAccountParameters | AirlockModal = {},
): HostModalState['account'] {
  const { namespace, modal } = 'instanceId' in parameters ? { modal: parameters } : parameters
  const { subscribeState, getState } = resolveModal(modal)
  const select = () => {
    const state = getState()
    return namespace
      ? (state.accounts.find((account) => account.namespace === namespace) ?? null)
      : state.account
  }
  // On the server too: a modal of withInitialState() (@airlock/host-sdk/ssr) starts connected.
  return useSyncExternalStore(subscribeState, select, select)
}

/** What {@link useModalNetwork} returns. */
export type UseModalNetworkReturnType = {
  /** The active network (`{ caipNetworkId, name }`), or `null`. */
  network: HostModalState['network']
  /** Its CAIP-2 id, e.g. `'eip155:8453'`. */
  caipNetworkId: string | undefined
  /**
   * Its chain id as wallet libraries use it: a number on eip155 (`8453`), the CAIP-2 reference
   * elsewhere (`'5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'` on solana), as the market leader's hook does.
   */
  chainId: number | string | undefined
  /** `modal.switchNetwork`: switches the active network by its CAIP-2 id. */
  switchNetwork: AirlockModal['switchNetwork']
}

/**
 * The active network, with its `chainId` and `switchNetwork`; re-renders only when the network
 * changes. Works on `modal`, or on the most recently created instance.
 *
 * @example
 * ```tsx
 * function NetworkButton() {
 *   const { network, chainId, switchNetwork } = useModalNetwork()
 *   return (
 *     <button type="button" onClick={() => switchNetwork('eip155:8453')}>
 *       {network?.name ?? 'No network'} ({chainId})
 *     </button>
 *   )
 * }
 * ```
 */
export function useModalNetwork(modal?: AirlockModal): UseModalNetworkReturnType {
  const { subscribeNetwork, getState, switchNetwork } = resolveModal(modal)
  const select = () => getState().network
  const network = useSyncExternalStore(subscribeNetwork, select, select)
  const caipNetworkId = network?.caipNetworkId
  const reference = caipNetworkId?.slice(caipNetworkId.indexOf(':') + 1)
  const chainId = caipNetworkId?.startsWith('eip155:') ? Number(reference) : reference
  return { network, caipNetworkId, chainId, switchNetwork }
}

/**
 * The connected wallet's `name` and `icon` (a data or http(s) URL, when it has one), or
 * `undefined` when disconnected; re-renders only when it changes. Works on `modal`, or on the
 * most recently created instance.
 *
 * @example
 * ```tsx
 * function Wallet() {
 *   const wallet = useWalletInfo()
 *   return wallet ? <img src={wallet.icon} alt={wallet.name} /> : null
 * }
 * ```
 */
export function useWalletInfo(modal?: AirlockModal): WalletInfo | undefined {
  const { subscribeState, getState } = resolveModal(modal)
  return useSyncExternalStore(
    subscribeState,
    () => getState().walletInfo ?? undefined,
    () => undefined,
  )
}

/**
 * The modal's latest tracked event (`{ event, properties, address?, timestamp }`: `MODAL_OPEN`,
 * `CONNECT_SUCCESS`, …, whether or not analytics is on), or `null` before the first one since the
 * component mounted; re-renders on each event. Works on `modal`, or on the most recently created
 * instance. To see every event, use `modal.subscribeEvents()`.
 *
 * @example
 * ```tsx
 * function LastEvent() {
 *   const event = useModalEvents()
 *   return <span>{event?.event ?? 'Nothing yet'}</span>
 * }
 * ```
 */
export function useModalEvents(modal?: AirlockModal): ModalEvent | null {
  const { subscribeEvents } = resolveModal(modal)
  const [event, setEvent] = useState<ModalEvent | null>(null)
  useEffect(() => subscribeEvents(setEvent), [subscribeEvents])
  return event
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
 * The function that disconnects the wallet in every namespace, or with `{ namespace }` in that
 * one. Works on `modal`, or on the most recently created instance.
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
