import { chainsAtom } from '../state/chain.ts'
import { getRecentWallets } from '../state/connection.ts'
import { customWalletsAtom } from '../state/customWallets.ts'
import { optionsAtom } from '../state/options.ts'
import type { Store } from '../state/Store.ts'
import { filterWallets } from './filterWallets.ts'
import type { IndexedWallet } from './registryWalletSchema.ts'
import { walletListFilter } from './walletListFilter.ts'

/** Rows whose logos are loaded before All Wallets shows its list: about one screen. */
const PRELOADED_ROWS = 8

/**
 * The logos of the first rows All Wallets lists from `wallets` with the store's options: the
 * images of the image preload wait of spec §9, which Connect loads ahead at idle so that the
 * list shows at once on the click.
 */
export function firstRowLogos(store: Store, wallets: readonly IndexedWallet[]): string[] {
  const filter = walletListFilter({
    chains: store.get(chainsAtom),
    options: store.get(optionsAtom),
    customWallets: store.get(customWalletsAtom),
    recent: getRecentWallets(store),
  })
  return filterWallets(wallets, filter)
    .slice(0, PRELOADED_ROWS)
    .flatMap((wallet) => (wallet.image ? [wallet.image] : []))
}
