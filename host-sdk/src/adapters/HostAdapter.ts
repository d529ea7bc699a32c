import type { Namespace } from '@airlock/shared-protocol'
import type { AirlockModal } from '../AirlockModal.ts'
import type { ProviderRequest } from '../providers/createEip1193Provider.ts'
import type { HostWalletSource } from './HostWalletSource.ts'

/**
 * What an adapter's provider sees of its modal instance: the state, and `load()`, which mounts the
 * iframe now whatever `preload` says (a reconnect on page load needs the modal to restore the
 * session; nothing else does before the visitor's first interaction). It does nothing once loaded.
 */
export type AdapterModal = Pick<AirlockModal, 'getState' | 'subscribeState'> & {
  load: () => void
}

/**
 * Host-wallet support for one namespace beyond eip155, given to createModal() in `adapters` and
 * made by an opt-in entry (`solanaAdapter()` of `@airlock/host-sdk/solana`), so that a dapp that
 * does not use the namespace does not ship its code. The SDK calls its members; a dapp only passes
 * the object on.
 *
 * @example
 * ```ts
 * import { solanaAdapter } from '@airlock/host-sdk/solana'
 *
 * const adapters: HostAdapter[] = [solanaAdapter()]
 * createModal({ projectId: 'demo', modalUrl: 'https://modal.example.com/', adapters })
 * ```
 */
export type HostAdapter = {
  /** The namespace of the wallets it finds and of the provider it makes. */
  readonly namespace: Namespace
  /**
   * Starts looking for this namespace's wallets in `window`, for one modal instance; calls
   * `changed` when the source's `collect()` may give another list.
   */
  discover(window: Window, changed: () => void): HostWalletSource
  /**
   * The provider of `modal.getProvider(namespace)`, sending its calls through `request`; made
   * when the instance is created (after `discover()`), so that it can announce itself to the page.
   */
  createProvider(request: ProviderRequest, modal: AdapterModal): unknown
}
