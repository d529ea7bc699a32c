import { atom } from 'jotai/vanilla'
import { type CustomWalletEntry, mergeCustomWallets } from './mergeCustomWallets.ts'
import { optionsAtom } from './options.ts'

/**
 * The project file's `customWallets` (`projects/<id>.json`), which the app sets at boot: the
 * wallets the operator offers on every host of the project.
 *
 * @example
 * ```ts
 * store.set(projectCustomWalletsAtom, project.customWallets)
 * ```
 */
export const projectCustomWalletsAtom = atom<readonly CustomWalletEntry[] | undefined>(undefined)

/**
 * The custom wallets the wallet lists show (spec §3 `customWallets`): the host's, then the
 * project's ({@link mergeCustomWallets}).
 *
 * @example
 * ```ts
 * store.get(customWalletsAtom) // [{ id: 'airlock-demo-mobile', name: 'Airlock Demo Mobile Wallet', … }]
 * ```
 */
export const customWalletsAtom = atom((get) =>
  mergeCustomWallets(get(optionsAtom).customWallets, get(projectCustomWalletsAtom)),
)
