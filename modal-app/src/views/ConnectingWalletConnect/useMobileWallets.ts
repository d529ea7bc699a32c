import { useAtomValue, useStore } from 'jotai/react'
import { useMemo } from 'react'
import { filterWallets } from '../../registry/filterWallets.ts'
import type { RegistryWallet } from '../../registry/registryWalletSchema.ts'
import { walletListFilter } from '../../registry/walletListFilter.ts'
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
 * spec §7, {@link readDeepLinkChoice}) first, then recent, featured and custom ones. `registry`
 * is the registry with its links (`useRegistryWithLinks`): undefined while it loads (nothing is
 * offered), `[]` when it failed to (only the custom wallets). Nothing on a desktop.
 */
export function useMobileWallets(
  walletId: string | undefined,
  registry: readonly RegistryWallet[] | undefined,
): RegistryWallet[] {
  const store = useStore()
  const { isMobile } = useAtomValue(platformAtom)
  const options = useAtomValue(optionsAtom)
  const customWallets = useAtomValue(customWalletsAtom)
  const chains = useAtomValue(chainsAtom)
  return useMemo(() => {
    if (!isMobile || !registry) return []
    const listed = filterWallets(
      registry,
      walletListFilter({ chains, options, customWallets, recent: getRecentWallets(store) }),
    ).filter((wallet) => wallet.mobile.universal || wallet.mobile.native)
    const picked = walletId ? listed.find((wallet) => wallet.id === walletId) : undefined
    if (picked) return [picked]
    const choice = readDeepLinkChoice(store)
    // The same link, else the same name (a link whose port or version changed since).
    const chosen = choice
      ? (listed.find(
          (wallet) =>
            wallet.mobile.universal === choice.href || wallet.mobile.native === choice.href,
        ) ?? listed.find((wallet) => wallet.name === choice.name))
      : undefined
    const ordered = chosen ? [chosen, ...listed.filter((wallet) => wallet !== chosen)] : listed
    return ordered.slice(0, SHOWN)
  }, [store, isMobile, registry, options, customWallets, chains, walletId])
}
