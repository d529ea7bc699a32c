import type { IndexedWallet, RegistryWallet, WalletLinks } from './registryWalletSchema.ts'

/** The links of a wallet that has none in `/wallets/links.json`. */
const NO_LINKS: Omit<WalletLinks, 'id'> = Object.freeze({
  mobile: { native: null, universal: null },
  desktop: { native: null, universal: null },
  app: { ios: null, android: null, browser: null },
  homepage: null,
})

/**
 * The two files the modal serves under `/wallets/` for `wallets`: `registry.json`, the index
 * Connect and All Wallets read, and `links.json`, each wallet's links by id, in the same order.
 * One wallet per line, so that a change of the pinned package shows as a readable diff.
 */
export function registryFiles(wallets: readonly RegistryWallet[]): {
  'registry.json': string
  'links.json': string
} {
  const index: IndexedWallet[] = []
  const links: WalletLinks[] = []
  for (const { mobile, desktop, app, extensions, homepage, ...entry } of wallets) {
    index.push(entry)
    links.push({
      id: entry.id,
      mobile,
      desktop,
      app,
      ...(extensions ? { extensions } : {}),
      homepage,
    })
  }
  const lines = (values: readonly unknown[]) =>
    `[\n${values.map((value) => JSON.stringify(value)).join(',\n')}\n]\n`
  return { 'registry.json': lines(index), 'links.json': lines(links) }
}

/**
 * The index's wallets with their links (by id); a wallet without an entry in `links` has none
 * (an operator's index may list wallets the links file does not).
 */
export function withLinks(
  index: readonly IndexedWallet[],
  links: ReadonlyMap<string, WalletLinks>,
): RegistryWallet[] {
  return index.map((wallet) => {
    const { id: _, ...own } = links.get(wallet.id) ?? { id: wallet.id, ...NO_LINKS }
    return { ...wallet, ...own }
  })
}
