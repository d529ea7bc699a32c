import { NAMESPACES, type Namespace } from '@airlock/shared-protocol'
import type { ChainState } from '../state/chain.ts'
import type { ResolvedOptions } from '../state/options.ts'
import type { FilterWalletsOptions } from './filterWallets.ts'

/** What a wallet list is filtered by: the project's options and the visitor's state. */
export type WalletListState = {
  chains: Partial<Record<Namespace, ChainState>>
  options: Pick<ResolvedOptions, 'includeWalletIds' | 'excludeWalletIds' | 'featuredWalletIds'>
  customWallets?: FilterWalletsOptions['custom']
  recent?: FilterWalletsOptions['recent']
}

/**
 * The filter every list of registry wallets applies (spec §3): the namespaces that have networks,
 * the include/exclude/featured ids, the custom and the recent wallets. One home, so that Connect's
 * tile, All Wallets, Get a wallet and the phone's wallet apps list the same wallets.
 */
export function walletListFilter({
  chains,
  options,
  customWallets,
  recent,
}: WalletListState): FilterWalletsOptions {
  return {
    namespaces: NAMESPACES.filter((namespace) => (chains[namespace]?.networks.length ?? 0) > 0),
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
    featured: options.featuredWalletIds,
    custom: customWallets,
    recent,
  }
}
