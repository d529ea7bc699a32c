import { NAMESPACES } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import { useEffect, useState } from 'react'
import { filterWallets } from '../../registry/filterWallets.ts'
import { loadRegistry } from '../../registry/loadRegistry.ts'
import type { RegistryWallet } from '../../registry/registryWalletSchema.ts'
import { chainsAtom } from '../../state/chain.ts'
import { getRecentWallets } from '../../state/connection.ts'
import { customWalletsAtom } from '../../state/customWallets.ts'
import { optionsAtom } from '../../state/options.ts'
import { platformAtom } from '../../state/platform.ts'
import { readDeepLinkChoice } from '../../walletconnect/openWalletLink.ts'

/** How many wallet apps the pairing view offers on a phone when none was picked. */
const SHOWN = 4

/**
 * On a phone, the wallet apps the pairing view offers to open with the link: the wallet picked in
 * All Wallets or Connect (`walletId`), else the first registry and custom wallets with an app link
 * on a configured namespace — the app the visitor opened last (the stored deep-link choice of
 * spec §7, {@link readDeepLinkChoice}) first, then recent, featured and custom ones. Nothing on a
 * desktop, and nothing while the registry loads (only the custom wallets when it fails to).
 */
export function useMobileWallets(walletId: string | undefined): RegistryWallet[] {
  const store = useStore()
  const { isMobile } = useAtomValue(platformAtom)
  const options = useAtomValue(optionsAtom)
  const customWallets = useAtomValue(customWalletsAtom)
  const chains = useAtomValue(chainsAtom)
  const [wallets, setWallets] = useState<RegistryWallet[]>([])
  useEffect(() => {
    if (!isMobile) return
    let cancelled = false
    const offer = (registry: readonly RegistryWallet[]) => {
      if (cancelled) return
      const listed = filterWallets(registry, {
        namespaces: NAMESPACES.filter((namespace) => (chains[namespace]?.networks.length ?? 0) > 0),
        include: options.includeWalletIds,
        exclude: options.excludeWalletIds,
        featured: options.featuredWalletIds,
        custom: customWallets,
        recent: getRecentWallets(store),
      }).filter((wallet) => wallet.mobile.universal || wallet.mobile.native)
      const picked = walletId ? listed.find((wallet) => wallet.id === walletId) : undefined
      const choice = readDeepLinkChoice(store)
      // The same link, else the same name (a link whose port or version changed since).
      const chosen = choice
        ? (listed.find(
            (wallet) =>
              wallet.mobile.universal === choice.href || wallet.mobile.native === choice.href,
          ) ?? listed.find((wallet) => wallet.name === choice.name))
        : undefined
      const ordered = chosen ? [chosen, ...listed.filter((wallet) => wallet !== chosen)] : listed
      setWallets(picked ? [picked] : ordered.slice(0, SHOWN))
    }
    // Without the registry, the configured custom wallets are still offered.
    loadRegistry().then(offer, () => offer([]))
    return () => {
      cancelled = true
    }
  }, [store, isMobile, options, customWallets, chains, walletId])
  return isMobile ? wallets : []
}
