import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { useAtomValue, useStore } from 'jotai/react'
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { filterWallets, type ListedRegistryWallet } from '../../registry/filterWallets.ts'
import { firstRowLogos } from '../../registry/firstRowLogos.ts'
import {
  loadedRegistry,
  loadWalletRegistry,
  preloadWalletLinks,
} from '../../registry/loadRegistry.ts'
import { imagesSettled, preloadImages } from '../../registry/preloadImages.ts'
import type { IndexedWallet } from '../../registry/registryWalletSchema.ts'
import { useDebouncedValue } from '../../registry/useDebouncedValue.ts'
import { walletListFilter } from '../../registry/walletListFilter.ts'
import { chainsAtom } from '../../state/chain.ts'
import { getRecentWallets } from '../../state/connection.ts'
import { type Connector, orderWallets, visibleConnectorsAtom } from '../../state/connectors.ts'
import { customWalletsAtom } from '../../state/customWallets.ts'
import { optionsAtom } from '../../state/options.ts'
import { connectorIcon, registryLogosAtom } from '../../state/registryLogos.ts'
import { pushView } from '../../state/router/viewStack.ts'
import { Notice } from '../../ui/Notice.tsx'
import { NoMatches, nothingMatches, SearchField } from '../../ui/SearchField.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { WalletIcon } from '../../ui/WalletIcon.tsx'
import { RegistryWalletImage } from './RegistryWalletImage.tsx'
import './AllWallets.css'

/** Tiles per row: three keep two lines of a long name readable on a 360 px phone. */
const COLUMNS = 3
/**
 * Height of one row of tiles in CSS pixels, its 4 px gap included (the rows are fixed-size, so
 * the list never measures them; AllWallets.css draws the tile to fit).
 */
const ROW_HEIGHT = 116
/** The list's CSS size, assumed where layout reports none (a document without layout). */
const FALLBACK_RECT = { width: 360, height: 464 }
/** The keys that move the focus in the grid, by how many tiles (End and Home: to either end). */
const MOVES: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -COLUMNS,
  ArrowDown: COLUMNS,
}

type Row =
  | { kind: 'installed'; key: string; connector: Connector; recent?: boolean }
  | { kind: 'registry'; key: string; wallet: ListedRegistryWallet }

// The registry's own wallets carry no tag: "WalletConnect" on 500 rows says nothing.
const SOURCE_LABELS: Record<NonNullable<ListedRegistryWallet['source']>, string> = {
  recent: 'Recent',
  featured: 'Featured',
  custom: 'Custom',
}

/** The tag a row ends with: why it is listed where it is. */
function rowTag(row: Row): ReactNode {
  if (row.kind === 'installed') {
    return row.recent ? (
      <span className="al-tag al-wallet-grid-tag">Recent</span>
    ) : (
      <span className="al-tag al-wallet-grid-tag al-tag-installed">Installed</span>
    )
  }
  const { source } = row.wallet
  return source ? (
    <span className="al-tag al-wallet-grid-tag">{SOURCE_LABELS[source]}</span>
  ) : undefined
}

/**
 * All Wallets: the recent wallets first (newest first, installed or not), then the wallets found
 * in the host window, then the wallet registry the modal origin serves (`/wallets/registry.json`,
 * `loadRegistry`) on the configured namespaces, featured → custom → the rest, without excluded
 * ones and only included ones when the host lists some. Installed wallets without an icon show
 * their registry entry's logo. The wallets are a grid of tiles (logo, name on up to two lines, and
 * why it is listed: Installed, Recent, Featured, Custom), three to a row, about twelve in view;
 * for assistive technology a list of buttons, each item with its `aria-posinset` of the whole
 * `aria-setsize`; the grid is one Tab stop (a roving tabindex), the arrow keys move the focus
 * across it, Home and End to either end. The search filters once typing pauses for 500 ms; the list is virtualised by rows (only the rows in
 * view exist in the DOM), so that a registry of thousands scrolls and filters smoothly. Images load lazily and fall back to a monogram; the registry's rows show
 * once the first ones' logos have loaded, or after the 2 s image preload wait of spec §9
 * ({@link preloadImages}). A host wallet opens ConnectingExternal, a registry wallet
 * ConnectingWalletConnect for it.
 */
export function AllWallets() {
  const store = useStore()
  const options = useAtomValue(optionsAtom)
  const customWallets = useAtomValue(customWalletsAtom)
  const connectors = useAtomValue(visibleConnectorsAtom)
  const chains = useAtomValue(chainsAtom)
  const logos = useAtomValue(registryLogosAtom)
  const [query, setQuery] = useState('')
  const debounced = useDebouncedValue(query)
  // Preloaded while Connect showed (ConnectMore): the list renders with its first paint.
  const [registry, setRegistry] = useState<IndexedWallet[] | undefined>(() => {
    const wallets = loadedRegistry()
    return wallets && imagesSettled(firstRowLogos(store, wallets)) ? wallets : undefined
  })
  const [loadError, setLoadError] = useState<string | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads on purpose.
  useEffect(() => {
    let cancelled = false
    setLoadError(undefined)
    loadWalletRegistry(store).then(
      async (wallets) => {
        // The image preload wait of spec §9: the first rows' logos, for at most 2 s.
        await preloadImages(firstRowLogos(store, wallets))
        if (!cancelled) setRegistry(wallets)
      },
      (error: unknown) => {
        if (cancelled) return
        setRegistry([])
        setLoadError(error instanceof Error ? error.message : String(error))
      },
    )
    return () => {
      cancelled = true
    }
  }, [store, attempt])

  // The wallets' links, which the view a registry tile opens needs: at this view's idle time, or
  // the intent to pick's (a pointer, the focus or a touch on a tile) if that comes first.
  useEffect(preloadWalletLinks, [])

  const rows = useMemo<Row[]>(() => {
    const needle = debounced.trim().toLowerCase()
    const installed = orderWallets(connectors, {
      include: options.includeWalletIds,
      exclude: options.excludeWalletIds,
      featured: options.featuredWalletIds,
    })
      .filter((connector) => !needle || connector.name.toLowerCase().includes(needle))
      .map(
        (connector): Row => ({
          kind: 'installed',
          key: `installed:${connector.id}:${connector.chain}`,
          connector,
        }),
      )
    // Recent wallets first (newest first), whether installed or from the registry.
    const recentIds = getRecentWallets(store).map((wallet) => wallet.id)
    const recency = (row: Row) => {
      const ids =
        row.kind === 'registry'
          ? [row.wallet.id]
          : [
              row.connector.id,
              row.connector.info?.rdns,
              ...(row.connector.connectors ?? []).map((m) => m.id),
            ]
      const index = recentIds.findIndex((id) => ids.includes(id))
      return index === -1 ? recentIds.length : index
    }
    const installedIds = new Set(connectors.map((connector) => connector.id))
    const listed = filterWallets(registry ?? [], {
      ...walletListFilter({ chains, options, customWallets, recent: getRecentWallets(store) }),
      query: debounced,
    })
      // Installed once: an EIP-6963 wallet's id is its entry's, a namespace wallet's is in connectorIds.
      .filter(
        (wallet) =>
          !installedIds.has(wallet.id) && !wallet.connectorIds?.some((id) => installedIds.has(id)),
      )
      .map((wallet): Row => ({ kind: 'registry', key: `registry:${wallet.id}`, wallet }))
    const recent = [...installed, ...listed]
      .filter((row) => recency(row) < recentIds.length)
      .sort((a, b) => recency(a) - recency(b))
      .map((row): Row => (row.kind === 'installed' ? { ...row, recent: true } : row))
    const recentKeys = new Set(recent.map((row) => row.key))
    return [...recent, ...[...installed, ...listed].filter((row) => !recentKeys.has(row.key))]
  }, [store, connectors, registry, debounced, chains, options, customWallets])

  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: Math.ceil(rows.length / COLUMNS),
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : FALLBACK_RECT)),
  })
  // A new search starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on a new debounced query only.
  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 })
  }, [debounced])

  // The tile a key moved the focus to: focused once its row is rendered (it may be out of view).
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined)
  const virtualRows = virtualizer.getVirtualItems()
  // biome-ignore lint/correctness/useExhaustiveDependencies: retried as the rendered rows change.
  useLayoutEffect(() => {
    if (focusIndex === undefined) return
    const tile = scroller.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`)
    if (!tile) return
    tile.focus()
    setFocusIndex(undefined)
  }, [focusIndex, virtualRows])

  // The grid is one Tab stop (roving tabindex): only the current tile has tabIndex 0, the one last
  // focused or moved to; a new search makes its first result current.
  const [current, setCurrent] = useState({ query: debounced, index: 0 })
  const tabStop = tabbableTile(
    current.query === debounced ? current.index : 0,
    rows.length,
    virtualRows.map((line) => line.index),
    virtualizer.range?.startIndex,
  )
  const remember = (event: FocusEvent) => {
    const index = Number((event.target as HTMLElement).dataset.index)
    if (!Number.isNaN(index)) setCurrent({ query: debounced, index })
  }

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const from = Number((event.target as HTMLElement).dataset.index)
    if (Number.isNaN(from)) return
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? rows.length - 1
          : from + (MOVES[event.key] ?? Number.NaN)
    if (Number.isNaN(to) || to < 0 || to >= rows.length || to === from) return
    event.preventDefault()
    virtualizer.scrollToIndex(Math.floor(to / COLUMNS))
    setCurrent({ query: debounced, index: to })
    setFocusIndex(to)
  }

  const open = (row: Row) => {
    if (row.kind === 'installed') {
      const { connector } = row
      const imageUrl = connectorIcon(logos, connector)
      pushView(store, 'ConnectingExternal', {
        connectorId: connector.id,
        namespace: connector.chain,
        name: connector.name,
        ...(imageUrl ? { imageUrl } : {}),
      })
    } else {
      preloadWalletLinks()
      pushView(store, 'ConnectingWalletConnect', { walletId: row.wallet.id, name: row.wallet.name })
    }
  }

  return (
    <div className="al-stack">
      <SearchField
        label="Search wallets"
        value={query}
        onChange={setQuery}
        results={
          debounced !== query || (registry === undefined && rows.length === 0)
            ? ''
            : `${rows.length} ${rows.length === 1 ? 'wallet' : 'wallets'} found`
        }
      />
      {loadError ? (
        <Notice tone="error" title="The wallet list could not be loaded.">
          <button type="button" className="al-button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </Notice>
      ) : null}
      {registry === undefined && rows.length === 0 ? (
        <Spinner label="Loading wallets" />
      ) : rows.length === 0 ? (
        <NoMatches title="No wallets found" testId="all-wallets-empty">
          {debounced.trim() ? nothingMatches(debounced) : 'No wallet is available.'}
        </NoMatches>
      ) : (
        <div ref={scroller} className="al-allwallets-scroll" data-testid="all-wallets-scroll">
          {/* The arrow keys of the tiles inside are caught where they bubble, on the list. */}
          <ul
            className="al-wallet-grid"
            aria-label="Wallets"
            onKeyDown={moveFocus}
            onPointerOver={preloadWalletLinks}
            onFocus={(event) => {
              preloadWalletLinks()
              remember(event)
            }}
            onTouchStart={preloadWalletLinks}
            // CSSOM, not markup: allowed by the CSP.
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualRows.flatMap((line) =>
              rows.slice(line.index * COLUMNS, (line.index + 1) * COLUMNS).map((row, column) => {
                const index = line.index * COLUMNS + column
                return (
                  <li
                    key={row.key}
                    className="al-wallet-grid-item"
                    aria-setsize={rows.length}
                    aria-posinset={index + 1}
                    style={{
                      left: `${(column * 100) / COLUMNS}%`,
                      transform: `translateY(${line.start}px)`,
                    }}
                  >
                    <WalletTile
                      row={row}
                      index={index}
                      tabbable={index === tabStop}
                      logos={logos}
                      onOpen={open}
                    />
                  </li>
                )
              }),
            )}
          </ul>
        </div>
      )}
    </div>
  )
}

/**
 * The tile the Tab key reaches: the current one if its row is rendered (the list is virtualised),
 * else the first tile of the first row in view, so that the grid keeps its one Tab stop.
 */
function tabbableTile(
  current: number,
  count: number,
  renderedRows: readonly number[],
  firstRowInView: number | undefined,
): number | undefined {
  const firstRow = renderedRows[0]
  const lastRow = renderedRows.at(-1)
  if (firstRow === undefined || lastRow === undefined || count === 0) return undefined
  const first = firstRow * COLUMNS
  const last = Math.min(count, (lastRow + 1) * COLUMNS) - 1
  if (current >= first && current <= last) return current
  const inView = (firstRowInView ?? firstRow) * COLUMNS
  return Math.min(Math.max(inView, first), last)
}

/** One wallet of the grid: its logo, its name on up to two lines, and its tag. */
function WalletTile({
  row,
  index,
  tabbable,
  logos,
  onOpen,
}: {
  row: Row
  index: number
  tabbable: boolean
  logos: ReadonlyMap<string, string>
  onOpen: (row: Row) => void
}) {
  const name = row.kind === 'installed' ? row.connector.name : row.wallet.name
  return (
    <button
      type="button"
      className="al-wallet-grid-tile"
      data-index={index}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onOpen(row)}
    >
      <span className="al-wallet-grid-logo">
        {row.kind === 'installed' ? (
          <WalletIcon src={connectorIcon(logos, row.connector)} name={name} size={48} />
        ) : (
          <RegistryWalletImage
            name={name}
            image={row.wallet.image}
            color={row.wallet.colors.primary}
            size={48}
          />
        )}
      </span>
      <span className="al-wallet-grid-name">{name}</span>
      {rowTag(row)}
    </button>
  )
}
