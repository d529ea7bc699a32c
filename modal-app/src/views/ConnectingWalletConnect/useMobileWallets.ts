import { NAMESPACES } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import { useEffect, useState } from 'react'
import { filterWallets, loadRegistry, type RegistryWallet } from '../../registry/index.ts'
import { chainsAtom, getRecentWallets, optionsAtom, platformAtom } from '../../state/index.ts'

/** How many wallet apps the pairing view offers on a phone when none was picked. */
const SHOWN = 4

/**
 * On a phone, the wallet apps the pairing view offers to open with the link: the wallet picked in
 * All Wallets (`walletId`), else the first registry wallets with an app link on a configured
 * namespace, recent and featured first. Nothing on a desktop, and nothing while (or when) the
 * registry fails to load.
 *
 * @example
 * ```ts
 * const wallets = useMobileWallets(walletId)
 * ```
 */
export function useMobileWallets(walletId: string | undefined): RegistryWallet[] {
  const store = useStore()
  const { isMobile } = useAtomValue(platformAtom)
  const options = useAtomValue(optionsAtom)
  const chains = useAtomValue(chainsAtom)
  const [wallets, setWallets] = useState<RegistryWallet[]>([])
  useEffect(() => {
    if (!isMobile) return
    let cancelled = false
    loadRegistry().then(
      (registry) => {
        if (cancelled) return
        const listed = filterWallets(registry, {
          namespaces: NAMESPACES.filter(
            (namespace) => (chains[namespace]?.networks.length ?? 0) > 0,
          ),
          include: options.includeWalletIds,
          exclude: options.excludeWalletIds,
          featured: options.featuredWalletIds,
          custom: options.customWallets,
          recent: getRecentWallets(store),
        }).filter((wallet) => wallet.mobile.universal || wallet.mobile.native)
        const picked = walletId ? listed.find((wallet) => wallet.id === walletId) : undefined
        setWallets(picked ? [picked] : listed.slice(0, SHOWN))
      },
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [store, isMobile, options, chains, walletId])
  return isMobile ? wallets : []
}
