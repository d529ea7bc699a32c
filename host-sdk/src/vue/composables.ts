import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { getCurrentScope, onScopeDispose, type Ref, shallowRef } from 'vue'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState } from '../HostModalState.ts'
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

/**
 * The connected account (`{ address, caipAddress, namespace, connectorId? }`, or `null`) as a
 * ref, updated only when it changes. Works on `modal`, or on the most recently created instance.
 *
 * @example
 * ```vue
 * <script setup lang="ts">
 * import { useModalAccount } from '@airlock/host-sdk/vue'
 * const account = useModalAccount()
 * </script>
 * <template><span>{{ account?.address ?? 'Not connected' }}</span></template>
 * ```
 */
export function useModalAccount(modal?: AirlockModal): Readonly<Ref<HostModalState['account']>> {
  const { subscribeAccount, getState } = resolveModal(modal)
  return follow(subscribeAccount, () => getState().account)
}

/**
 * The active network (`{ caipNetworkId, name }`, or `null`) as a ref, updated only when it
 * changes. Switch it with `modal.switchNetwork(caipNetworkId)`. Works on `modal`, or on the most
 * recently created instance.
 *
 * @example
 * ```vue
 * <script setup lang="ts">
 * import { useModalNetwork } from '@airlock/host-sdk/vue'
 * const network = useModalNetwork()
 * </script>
 * <template><span>{{ network?.name ?? 'No network' }}</span></template>
 * ```
 */
export function useModalNetwork(modal?: AirlockModal): Readonly<Ref<HostModalState['network']>> {
  const { subscribeNetwork, getState } = resolveModal(modal)
  return follow(subscribeNetwork, () => getState().network)
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
