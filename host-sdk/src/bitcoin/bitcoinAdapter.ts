import type { HostAdapter } from '../adapters/HostAdapter.ts'
import { createBitcoinProvider } from './createBitcoinProvider.ts'
import { discoverBitcoinWallets } from './discoverBitcoinWallets.ts'

/** What {@link bitcoinAdapter} returns: an adapter for createModal()'s `adapters`. */
export type BitcoinAdapterReturnType = HostAdapter

/**
 * Bitcoin (`bip122`) support in the host page, for createModal()'s `adapters`. With it the host
 * lists the page's bitcoin wallets (wallet-standard wallets with `bitcoin:` features, such as
 * Xverse, Leather or Exodus, and UniSat's injected `window.unisat`), lets the modal reach them
 * with the bitcoin methods, forwards their account changes, and `modal.getProvider('bip122')`
 * gives a bitcoin signer ({@link ModalBitcoinProvider}). An entry of its own so that dapps
 * without bitcoin do not ship it; without it, bitcoin wallets are still reached through
 * WalletConnect in the modal.
 *
 * @example
 * ```ts
 * import { createModal } from '@airlock/host-sdk'
 * import { bitcoinAdapter } from '@airlock/host-sdk/bitcoin'
 *
 * const modal = createModal({ projectId: 'demo', modalUrl: 'https://modal.example.com/', adapters: [bitcoinAdapter()] })
 * const [account] = await modal.getProvider('bip122').getAccounts()
 * ```
 */
export function bitcoinAdapter(): BitcoinAdapterReturnType {
  return {
    namespace: 'bip122',
    discover: discoverBitcoinWallets,
    createProvider: createBitcoinProvider,
  }
}
