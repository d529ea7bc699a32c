import type { Platform } from '../state/platform.ts'
import { type FilterWalletsOptions, filterWallets } from './filterWallets.ts'
import type { RegistryWallet } from './registryWalletSchema.ts'

/** Where a recommended wallet is installed from. */
export type InstallLink = { label: string; href: string }

/** A wallet Get a wallet recommends, with the links that install it on the visitor's platform. */
type RecommendedWallet = { wallet: RegistryWallet; links: InstallLink[] }

/** How many wallets Get a wallet recommends. */
const RECOMMENDED = 6

const STORES = [
  { os: 'ios', label: 'App Store', href: (wallet: RegistryWallet) => wallet.app.ios },
  { os: 'android', label: 'Google Play', href: (wallet: RegistryWallet) => wallet.app.android },
] as const

const EXTENSIONS = [
  ['chrome', 'Chrome'],
  ['firefox', 'Firefox'],
  ['edge', 'Edge'],
  ['safari', 'Safari'],
  ['opera', 'Opera'],
] as const

/**
 * The wallets to recommend to someone who has none, with their install links for the platform: on
 * a phone the app store of its system (both stores when the system is neither iOS nor Android), on
 * a desktop the browser extension stores. Registry order (popular wallets first) after the host's
 * featured wallets, without excluded ones, only included ones when the host lists some, on the
 * configured namespaces; wallets with no link for the platform are left out.
 */
export function recommendWallets(
  registry: readonly RegistryWallet[],
  platform: Pick<Platform, 'isMobile' | 'os' | 'browser'>,
  options: Pick<FilterWalletsOptions, 'namespaces' | 'include' | 'exclude' | 'featured'> = {},
): RecommendedWallet[] {
  const recommended: RecommendedWallet[] = []
  for (const wallet of filterWallets(registry, options)) {
    const links = installLinks(wallet, platform)
    if (links.length > 0) recommended.push({ wallet, links })
    if (recommended.length === RECOMMENDED) break
  }
  return recommended
}

/**
 * The links that install `wallet` on the visitor's platform: its system's app store on a phone
 * (both stores when the system is neither iOS nor Android), the extension stores on a desktop,
 * the visitor's own browser's first.
 */
export function installLinks(
  wallet: RegistryWallet,
  { isMobile, os, browser }: Pick<Platform, 'isMobile' | 'os' | 'browser'>,
): InstallLink[] {
  const links: InstallLink[] = []
  if (isMobile) {
    const own = STORES.filter((store) => store.os === os)
    for (const store of own.length > 0 ? own : STORES) {
      const href = store.href(wallet)
      if (href) links.push({ label: store.label, href })
    }
  } else {
    const own = EXTENSIONS.filter(([key]) => key === browser)
    for (const [key, label] of [...own, ...EXTENSIONS.filter(([key]) => key !== browser)]) {
      const href = wallet.extensions?.[key]
      // Some entries list the same store page for two browsers (Chrome's for Edge): once is enough.
      if (href && !links.some((link) => link.href === href)) links.push({ label, href })
    }
  }
  return links
}
