import type { ModalOptions, Namespace } from '@airlock/shared-protocol'
import type { RecentWallet } from '../state/connection.ts'
import { orderWallets } from '../state/connectors.ts'
import type { IndexedWallet, RegistryWallet } from './registryWalletSchema.ts'

/** Why a wallet is listed ahead of the registry's order; the list labels it. */
type WalletSource = 'recent' | 'featured' | 'custom'

/**
 * A wallet of the filtered list: an index entry (or, filtering wallets with their links, one with
 * its links), or a custom wallet, which carries its own links. A wallet listed in the registry's
 * order is the entry itself, without `source`: copying the 541 entries took 2.8 ms a list in Node,
 * a multiple of that at a phone's speed, and lists are made on the clicks that show them.
 */
export type ListedRegistryWallet<W extends IndexedWallet = IndexedWallet> = (W | RegistryWallet) & {
  source?: WalletSource | undefined
}

/** A custom wallet as the host configures it (`customWallets`). */
type CustomWallet = NonNullable<ModalOptions['customWallets']>[number]

/** Options of {@link filterWallets}. */
export type FilterWalletsOptions = {
  /** The search text (already debounced); matched case-insensitively against names. */
  query?: string | undefined
  /** Namespaces of the configured networks: registry wallets that list chains, none of them on these, are left out. */
  namespaces?: readonly Namespace[] | undefined
  /** `includeWalletIds`: when non-empty, only these registry wallets. */
  include?: readonly string[] | undefined
  /** `excludeWalletIds`: ids or (lower-cased) names left out, custom wallets included. */
  exclude?: readonly string[] | undefined
  /** `featuredWalletIds`: first, in this order. */
  featured?: readonly string[] | undefined
  /** `customWallets`: after the featured ones. */
  custom?: readonly CustomWallet[] | undefined
  /** Recent wallets (newest first): before everything else. */
  recent?: readonly RecentWallet[] | undefined
}

/**
 * The AllWallets list: registry wallets on a configured namespace, ordered recent → featured →
 * custom → the rest in registry order (include/exclude/featured/custom as the connectors area's
 * `orderWallets` applies them), then narrowed by the search. Pure and linear in the list, so that
 * a 5,000-entry registry filters within a frame.
 */
export function filterWallets<W extends IndexedWallet>(
  wallets: readonly W[],
  options: FilterWalletsOptions = {},
): ListedRegistryWallet<W>[] {
  const namespaces = new Set<string>(options.namespaces ?? [])
  const onNetwork =
    namespaces.size > 0
      ? wallets.filter(
          (wallet) =>
            // The registry's data names no chains for most wallets: those are offered everywhere.
            wallet.chains.length === 0 ||
            wallet.chains.some((chain) => namespaces.has(chain.slice(0, chain.indexOf(':')))),
        )
      : wallets
  const custom = (options.custom ?? []).map(fromCustomWallet)
  const customIds = new Set(custom.map((wallet) => wallet.id))
  const featuredIds = new Set(options.featured ?? [])
  const ordered = orderWallets<W | RegistryWallet>(onNetwork, {
    include: options.include,
    exclude: options.exclude,
    featured: options.featured,
    custom,
  })
  const byId = new Map(ordered.map((wallet) => [wallet.id, wallet]))
  const recent: (W | RegistryWallet)[] = []
  for (const { id } of options.recent ?? []) {
    const found = byId.get(id)
    if (found && !recent.includes(found)) recent.push(found)
  }
  const recentIds = new Set(recent.map((wallet) => wallet.id))
  const needle = options.query?.trim().toLowerCase() ?? ''
  const matches = (wallet: IndexedWallet) => !needle || lowerName(wallet).includes(needle)
  const listed: ListedRegistryWallet<W>[] = []
  for (const wallet of recent) if (matches(wallet)) listed.push({ ...wallet, source: 'recent' })
  for (const wallet of ordered) {
    if (recentIds.has(wallet.id) || !matches(wallet)) continue
    const source = featuredIds.has(wallet.id)
      ? 'featured'
      : customIds.has(wallet.id)
        ? 'custom'
        : undefined
    listed.push(source ? { ...wallet, source } : wallet)
  }
  return listed
}

/** Lower-cased names, computed once per wallet object. */
const lowerNames = new WeakMap<IndexedWallet, string>()
function lowerName(wallet: IndexedWallet): string {
  let lower = lowerNames.get(wallet)
  if (lower === undefined) {
    lower = wallet.name.toLowerCase()
    lowerNames.set(wallet, lower)
  }
  return lower
}

function fromCustomWallet(wallet: CustomWallet): RegistryWallet {
  const web = (link: string | undefined) => (link && /^https?:\/\//i.test(link) ? link : null)
  const native = (link: string | undefined) => (link && !/^https?:\/\//i.test(link) ? link : null)
  return {
    id: wallet.id,
    name: wallet.name,
    chains: [],
    mobile: { native: native(wallet.mobileLink), universal: web(wallet.mobileLink) },
    desktop: { native: native(wallet.desktopLink), universal: web(wallet.desktopLink) },
    app: { ios: null, android: null, browser: wallet.webappLink ?? null },
    homepage: wallet.homepage ?? null,
    image: null,
    colors: { primary: null, secondary: null },
  }
}
