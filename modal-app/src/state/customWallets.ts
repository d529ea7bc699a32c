import type { ModalOptions } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
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

/** A custom wallet, as the host's options and the project file list it (spec §3). */
export type CustomWalletEntry = NonNullable<ModalOptions['customWallets']>[number]

/**
 * The custom wallets the modal lists: the host's `customWallets` first, then the project's
 * (`projects/<id>.json`) whose id the host does not list — the host page overrides the
 * operator's default, as it does for features and networks. `undefined` when neither lists any,
 * so that the options stay as the host sent them.
 */
export function mergeCustomWallets(
  host: readonly CustomWalletEntry[] | undefined,
  project: readonly CustomWalletEntry[] | undefined,
): CustomWalletEntry[] | undefined {
  if (host === undefined && project === undefined) return undefined
  const hostIds = new Set((host ?? []).map((wallet) => wallet.id))
  return [...(host ?? []), ...(project ?? []).filter((wallet) => !hostIds.has(wallet.id))]
}
