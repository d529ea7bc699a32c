import { atom } from 'jotai/vanilla'
import { type CustomWalletEntry, mergeCustomWallets } from './mergeCustomWallets.ts'
import { optionsAtom } from './options.ts'

/**
 * The project file's `customWallets` (`projects/<id>.json`), which the app sets at boot: the
 * wallets the operator offers on every host of the project.
 */
export const projectCustomWalletsAtom = atom<readonly CustomWalletEntry[] | undefined>(undefined)

/**
 * The custom wallets the wallet lists show (spec §3 `customWallets`): the host's, then the
 * project's ({@link mergeCustomWallets}).
 */
export const customWalletsAtom = atom((get) =>
  mergeCustomWallets(get(optionsAtom).customWallets, get(projectCustomWalletsAtom)),
)
