import type { ModalOptions } from '@airlock/shared-protocol'

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
