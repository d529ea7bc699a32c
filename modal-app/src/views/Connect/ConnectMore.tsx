import { useAtomValue, useStore } from 'jotai/react'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Plus from 'lucide-react/icons/plus'
import { useEffect, useMemo, useState } from 'react'
import { filterWallets } from '../../registry/filterWallets.ts'
import { firstRowLogos } from '../../registry/firstRowLogos.ts'
import { loadWalletRegistry, preloadWalletLinks } from '../../registry/loadRegistry.ts'
import { preloadImages } from '../../registry/preloadImages.ts'
import type { IndexedWallet } from '../../registry/registryWalletSchema.ts'
import { walletListFilter } from '../../registry/walletListFilter.ts'
import { chainsAtom } from '../../state/chain.ts'
import { getRecentWallets } from '../../state/connection.ts'
import { customWalletsAtom } from '../../state/customWallets.ts'
import { optionsAtom } from '../../state/options.ts'
import { pushView } from '../../state/router/viewStack.ts'
import { ListRow } from '../../ui/ListRow.tsx'
import { preloadView } from '../../ui/ViewRouter.tsx'
import { whenIdle } from '../../ui/whenIdle.ts'

/** Props of {@link ConnectMore}. */
export type ConnectMoreProps = {
  /** No wallet is installed or offered: Get a wallet is put first, as the way on. */
  noWallet: boolean
  /** The legal checkbox is not ticked yet: All Wallets (a way to connect) is disabled. */
  locked?: boolean
}

/**
 * The Connect view's rows that need the wallet registry, loaded after its first paint: All
 * Wallets as a tile of the first four logos of its list with the count, and Get a wallet (always
 * there; first and marked when the visitor has no wallet, so Connect is never a dead end). Loading
 * the registry here also gives installed wallets without an icon their registry logo.
 */
export function ConnectMore({ noWallet, locked = false }: ConnectMoreProps) {
  const store = useStore()
  const options = useAtomValue(optionsAtom)
  const customWallets = useAtomValue(customWalletsAtom)
  const chains = useAtomValue(chainsAtom)
  // Undefined until the index has loaded: a count of the custom wallets alone would read as the
  // whole list ("All Wallets 1") for the moment before it.
  const [registry, setRegistry] = useState<IndexedWallet[]>()
  useEffect(() => {
    let cancelled = false
    // At idle: the registry index's fetch and parse never delay the dialog's first paint. The
    // wallets' links wait for the intent to pick one (Get a wallet's row, All Wallets' tiles).
    const cancelIdle = whenIdle(() => {
      loadWalletRegistry(store).then(
        (wallets) => {
          if (cancelled) return
          setRegistry(wallets)
          // Both rows' views ready before the click: their chunks, All Wallets' first logos.
          void preloadView('GetWallet')
          if (!store.get(optionsAtom).features.allWallets) return
          void preloadView('AllWallets')
          void preloadImages(firstRowLogos(store, wallets))
        },
        // All Wallets says so and offers a retry; here the tile just stays without logos.
        () => undefined,
      )
    })
    return () => {
      cancelled = true
      cancelIdle()
    }
  }, [store])
  // Only the count and the tile's four logos are kept: the filtered list (an array of every
  // wallet) would stay in the modal's heap for as long as Connect is mounted, open or not.
  const { count, tile } = useMemo(() => {
    if (!registry) return { count: 0, tile: [] }
    const listed = filterWallets(
      registry,
      walletListFilter({ chains, options, customWallets, recent: getRecentWallets(store) }),
    )
    return {
      count: listed.length,
      tile: listed
        .flatMap((wallet) => (wallet.image ? [{ id: wallet.id, image: wallet.image }] : []))
        .slice(0, 4),
    }
  }, [store, registry, chains, options, customWallets])

  const getWallet = (
    <li key="get">
      <ListRow
        icon={
          <span
            className={noWallet ? 'al-connect-icon al-connect-icon-accent' : 'al-connect-icon'}
            aria-hidden="true"
          >
            <Plus size={20} />
          </span>
        }
        title={noWallet ? 'Get a wallet' : 'I don’t have a wallet'}
        subtitle={noWallet ? 'Start here' : undefined}
        detail={<ChevronRight className="al-row-trailing-icon" size={20} aria-hidden="true" />}
        onClick={() => {
          preloadWalletLinks()
          pushView(store, 'GetWallet')
        }}
        onIntent={preloadWalletLinks}
      />
    </li>
  )
  const allWallets = options.features.allWallets ? (
    // The list's wallets pair: a pointer on the tile loads the SDK (preloadWalletConnect).
    <li key="all" data-pairing-row="">
      <ListRow
        icon={
          <span className="al-wallet-tile" aria-hidden="true">
            {tile.map((wallet) => (
              <img
                key={wallet.id}
                src={wallet.image}
                alt=""
                width={15}
                height={15}
                // The open's first frame never waits for a logo's decode.
                decoding="async"
                draggable={false}
              />
            ))}
          </span>
        }
        title="All Wallets"
        detail={
          count > 0 ? (
            <span className="al-count" data-testid="all-wallets-count">
              {count}
            </span>
          ) : undefined
        }
        disabled={locked}
        onClick={() => pushView(store, 'AllWallets')}
      />
    </li>
  ) : null
  return noWallet ? [getWallet, allWallets] : [allWallets, getWallet]
}
