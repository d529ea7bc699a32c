import type { HostAdapter } from '../adapters/HostAdapter.ts'
import { createPolkadotProvider } from './createPolkadotProvider.ts'
import { discoverPolkadotWallets } from './discoverPolkadotWallets.ts'

/** Options of {@link polkadotAdapter}. */
export type PolkadotAdapterParameters = {
  /**
   * The name extensions show when they ask the visitor to allow this site (`enable(originName)`);
   * the page's host name by default.
   */
  appName?: string
}

/** What {@link polkadotAdapter} returns: an adapter for createModal()'s `adapters`. */
export type PolkadotAdapterReturnType = HostAdapter

/**
 * Polkadot support in the host page, for createModal()'s `adapters`. With it the host lists the
 * polkadot{.js}-protocol extensions of `window.injectedWeb3` (polkadot{.js}, Talisman, SubWallet,
 * …), lets the modal reach them with the polkadot methods, forwards their account changes, and
 * `modal.getProvider('polkadot')` gives a polkadot{.js} `Signer` ({@link ModalPolkadotProvider}).
 * An entry of its own so that dapps without polkadot do not ship it; without it, polkadot wallets
 * are still reached through WalletConnect in the modal.
 *
 * @example
 * ```ts
 * import { createModal } from '@airlock/host-sdk'
 * import { polkadotAdapter } from '@airlock/host-sdk/polkadot'
 *
 * const modal = createModal({ projectId: 'demo', modalUrl: 'https://modal.example.com/', adapters: [polkadotAdapter({ appName: 'My dapp' })] })
 * const [account] = await modal.getProvider('polkadot').connect()
 * ```
 */
export function polkadotAdapter({
  appName,
}: PolkadotAdapterParameters = {}): PolkadotAdapterReturnType {
  return {
    namespace: 'polkadot',
    discover: (window, changed) =>
      discoverPolkadotWallets(window, changed, appName ?? window.location.hostname),
    createProvider: createPolkadotProvider,
  }
}
