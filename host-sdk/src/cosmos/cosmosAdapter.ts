import type { HostAdapter } from '../adapters/HostAdapter.ts'
import { createCosmosProvider } from './createCosmosProvider.ts'
import { discoverCosmosWallets, type KeplrInterfaceWallet } from './discoverCosmosWallets.ts'

/** Options of {@link cosmosAdapter}. */
export type CosmosAdapterParameters = {
  /**
   * Other wallets with the Keplr interface in a global of the page, listed after Keplr and Leap,
   * for example `[{ global: 'cosmostation', name: 'Cosmostation' }]`.
   */
  wallets?: readonly KeplrInterfaceWallet[]
}

/** What {@link cosmosAdapter} returns: an adapter for createModal()'s `adapters`. */
export type CosmosAdapterReturnType = HostAdapter

/**
 * Cosmos support in the host page, for createModal()'s `adapters`. With it the host lists the
 * page's Keplr-interface wallets (`window.keplr`, `window.leap`, and those in `wallets`), lets the modal reach them with
 * the cosmos methods, forwards their key changes, and `modal.getProvider('cosmos')` gives a CosmJS
 * offline signer ({@link ModalCosmosProvider}). An entry of its own so that dapps without cosmos
 * do not ship it; without it, cosmos wallets are still reached through WalletConnect in the modal.
 *
 * @example
 * ```ts
 * import { createModal } from '@airlock/host-sdk'
 * import { cosmosAdapter } from '@airlock/host-sdk/cosmos'
 *
 * const modal = createModal({ projectId: 'demo', modalUrl: 'https://modal.example.com/', adapters: [cosmosAdapter()] })
 * const [account] = await modal.getProvider('cosmos').getAccounts()
 * ```
 */
export function cosmosAdapter({ wallets }: CosmosAdapterParameters = {}): CosmosAdapterReturnType {
  return {
    namespace: 'cosmos',
    discover: (window, changed) => discoverCosmosWallets(window, changed, wallets),
    createProvider: createCosmosProvider,
  }
}
