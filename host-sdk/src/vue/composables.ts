import { AirlockError, ErrorCode, type ModalEvent, type Namespace } from '@airlock/shared-protocol'
import { computed, getCurrentScope, onScopeDispose, type Ref, shallowRef } from 'vue'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState, WalletInfo } from '../HostModalState.ts'
import { getDefaultModal } from '../instances.ts'

/** What {@link useModal} returns. */
export type UseModalReturnType = Pick<AirlockModal, 'open' | 'close'> & {
  /** Whether the overlay is shown. */
  isOpen: Readonly<Ref<boolean>>
}

/**
 * Opens and closes the modal, and tells whether it is open (a ref). Works on `modal`, or on the
 * most recently created instance (create it at module level: a second createModal() with the same
 * options returns the same instance anyway). Call it in `setup()`; it stops listening when the
 * component unmounts.
 *
 * @example
 * ```vue
 * <script setup lang="ts">
 * import { useModal } from '@airlock/host-sdk/vue'
 * const { open, isOpen } = useModal()
 * </script>
 * <template><button :disabled="isOpen" @click="open()">Connect</button></template>
 * ```
 */
export function useModal(modal?: AirlockModal): UseModalReturnType {
  const resolved = resolveModal(modal)
  return {
    open: resolved.open,
    close: resolved.close,
    isOpen: follow(resolved.subscribeState, () => resolved.getState().open),
  }
}

/**
 * The modal's state (ready, open, view, status, account, network, siwx, error) as a ref, updated
 * on every change. Works on `modal`, or on the most recently created instance.
 *
 * @example
 * ```vue
 * <script setup lang="ts">
 * import { useModalState } from '@airlock/host-sdk/vue'
 * const state = useModalState()
 * </script>
 * <template><span>{{ state.status }}</span></template>
 * ```
 */
export function useModalState(modal?: AirlockModal): Readonly<Ref<HostModalState>> {
  const { subscribeState, getState } = resolveModal(modal)
  return follow(subscribeState, getState)
}

/** Parameters of {@link useModalAccount}. */
export type UseModalAccountParameters = {
  /** The namespace whose account to follow; without it, the active account. */
  namespace?: Namespace | undefined
  /** The instance; without it, the most recently created one. */
  modal?: AirlockModal | undefined
}

/**
 * The connected account (`{ address, caipAddress, namespace, connectorId? }`) of `namespace`, or
 * the active account without one, as a ref; `null` when that namespace is not connected. Works
 * on `modal`, or on the most recently created instance (an instance passed as the only argument
 * works too).
 *
 * @example
 * ```vue
 * <script setup lang="ts">
 * import { useModalAccount } from '@airlock/host-sdk/vue'
 * const solana = useModalAccount({ namespace: 'solana' })
 * </script>
 * <template><span>{{ solana?.address ?? 'Not connected' }}</span></template>
 * ```
 */
export function useModalAccount(
  parameters: UseModalAccountParameters | AirlockModal = {},
): Readonly<Ref<HostModalState['account']>> {
  const { namespace, modal } = 'instanceId' in parameters ? { modal: parameters } : parameters
  const { subscribeState, getState } = resolveModal(modal)
  const select = () => {
    const state = getState()
    return namespace
      ? (state.accounts.find((account) => account.namespace === namespace) ?? null)
      : state.account
  }
  return follow(subscribeState, select)
}

/** What {@link useModalNetwork} returns. */
export type UseModalNetworkReturnType = {
  /** The active network (`{ caipNetworkId, name }`), or `null`. */
  network: Readonly<Ref<HostModalState['network']>>
  /** Its CAIP-2 id, e.g. `'eip155:8453'`. */
  caipNetworkId: Readonly<Ref<string | undefined>>
  /** Its chain id: a number on eip155 (`8453`), the CAIP-2 reference elsewhere. */
  chainId: Readonly<Ref<number | string | undefined>>
  /** `modal.switchNetwork`: switches the active network by its CAIP-2 id. */
  switchNetwork: AirlockModal['switchNetwork']
}

/**
 * The active network as refs, with its `chainId` and `switchNetwork`; updated only when the
 * network changes. Works on `modal`, or on the most recently created instance.
 *
 * @example
 * ```vue
 * <script setup lang="ts">
 * import { useModalNetwork } from '@airlock/host-sdk/vue'
 * const { network, chainId, switchNetwork } = useModalNetwork()
 * </script>
 * <template>
 *   <button @click="switchNetwork('eip155:8453')">{{ network?.name ?? 'No network' }} ({{ chainId }})</button>
 * </template>
 * ```
 */
export function useModalNetwork(modal?: AirlockModal): UseModalNetworkReturnType {
  const { subscribeNetwork, getState, switchNetwork } = resolveModal(modal)
  const network = follow(subscribeNetwork, () => getState().network)
  const caipNetworkId = computed(() => network.value?.caipNetworkId)
  const chainId = computed(() => {
    const id = caipNetworkId.value
    const reference = id?.slice(id.indexOf(':') + 1)
    return id?.startsWith('eip155:') ? Number(reference) : reference
  })
  return { network, caipNetworkId, chainId, switchNetwork }
}

/**
 * The connected wallet's `name` and `icon` (a data or http(s) URL, when it has one) as a ref, or
 * `undefined` when disconnected. Works on `modal`, or on the most recently created instance.
 *
 * @example
 * ```vue
 * <script setup lang="ts">
 * import { useWalletInfo } from '@airlock/host-sdk/vue'
 * const wallet = useWalletInfo()
 * </script>
 * <template><img v-if="wallet?.icon" :src="wallet.icon" :alt="wallet.name" /></template>
 * ```
 */
export function useWalletInfo(modal?: AirlockModal): Readonly<Ref<WalletInfo | undefined>> {
  const { subscribeState, getState } = resolveModal(modal)
  return follow(subscribeState, () => getState().walletInfo ?? undefined)
}

/**
 * The latest of the modal's tracked events (`{ event, properties, address?, timestamp }`) as a
 * ref, `null` until one happens. Works on `modal`, or on the most recently created instance.
 *
 * @example
 * ```ts
 * const event = useModalEvents()
 * watch(event, (value) => {
 *   if (value?.event === 'CONNECT_SUCCESS') console.log('connected')
 * })
 * ```
 */
export function useModalEvents(modal?: AirlockModal): Readonly<Ref<ModalEvent | null>> {
  const { subscribeEvents } = resolveModal(modal)
  const event = shallowRef<ModalEvent | null>(null)
  const stop = subscribeEvents((next) => {
    event.value = next
  })
  if (getCurrentScope()) onScopeDispose(stop)
  return event
}

/**
 * The active account's SIWX session (`{ caipAddress, message, signature, issuedAt,
 * expirationTime? }`, or `null`) as a ref, updated only when it changes. Send it to your server,
 * which verifies the signature and the nonce it issued.
 *
 * @example
 * ```ts
 * const session = useModalSiwx()
 * watch(session, (value) => {
 *   if (value) void fetch('/api/siwx/verify', { method: 'POST', body: JSON.stringify(value) })
 * })
 * ```
 */
export function useModalSiwx(modal?: AirlockModal): Readonly<Ref<HostModalState['siwx']>> {
  const { subscribeSiwx, getState } = resolveModal(modal)
  return follow(subscribeSiwx, () => getState().siwx)
}

/** What {@link useDisconnect} returns. */
export type UseDisconnectReturnType = Pick<AirlockModal, 'disconnect'>

/**
 * The function that disconnects the wallet in every namespace. Works on `modal`, or on the most
 * recently created instance.
 *
 * @example
 * ```vue
 * <script setup lang="ts">
 * import { useDisconnect } from '@airlock/host-sdk/vue'
 * const { disconnect } = useDisconnect()
 * </script>
 * <template><button @click="disconnect()">Disconnect</button></template>
 * ```
 */
export function useDisconnect(modal?: AirlockModal): UseDisconnectReturnType {
  return { disconnect: resolveModal(modal).disconnect }
}

/**
 * A ref holding `read()`, set again on each `subscribe` call; the subscription ends with the
 * component (or effect scope) that made it. Outside a scope it lives as long as the modal.
 */
function follow<T>(
  subscribe: (listener: () => void) => () => void,
  read: () => T,
): Readonly<Ref<T>> {
  const value = shallowRef(read())
  const stop = subscribe(() => {
    value.value = read()
  })
  if (getCurrentScope()) onScopeDispose(stop)
  return value
}

/**
 * The instance a composable works on: the one passed in, else the most recently created one.
 *
 * @throws {AirlockError} `INVALID_OPTIONS` when there is neither.
 */
function resolveModal(modal: AirlockModal | undefined): AirlockModal {
  const resolved = modal ?? getDefaultModal()
  if (!resolved) {
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      'No modal: call createModal() before setup() runs, or pass the instance to the composable.',
    )
  }
  return resolved
}
