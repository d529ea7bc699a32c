import type { Namespace } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import { optionsAtom } from './options.ts'
import { platformAtom } from './platform.ts'
import type { Store } from './Store.ts'
import { connectorIdKey, storageAtom } from './storage.ts'

/** Connector kinds (spec §3). */
type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'AUTH'

/** A wallet connector (spec §3). Merged multi-chain entries hold their per-chain connectors. */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: Namespace
  explorerId?: string | undefined
  imageUrl?: string | undefined
  imageId?: string | undefined
  info?: { rdns?: string | undefined } | undefined
  /** The wallet is installed in this browser (injected or announced provider present). */
  installed?: boolean | undefined
  provider?: unknown
  connectors?: Connector[] | undefined
}

/**
 * The name of the generic browser wallet (an injected provider without identity).
 */
const GENERIC_BROWSER_WALLET_NAME = 'Browser Wallet'

/**
 * The alias rule of multi-chain merging (spec §5): a longer wallet name maps to a shorter one so
 * both spellings merge.
 */
const CONNECTOR_NAME_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  'Trust Wallet': 'Trust',
})

/**
 * The name a connector is grouped under.
 */
function connectorGroupName(name: string): string {
  return CONNECTOR_NAME_ALIASES[name] ?? name
}

/**
 * Every known connector, one entry per chain.
 */
export const connectorsAtom = atom<readonly Connector[]>([])

/**
 * The active connector id per namespace.
 */
export const activeConnectorIdsAtom = atom<Partial<Record<Namespace, string>>>({})

/**
 * Sets (or clears) the active connector of a namespace and stores its id.
 */
export function setActiveConnector(store: Store, namespace: Namespace, id: string | undefined) {
  store.set(activeConnectorIdsAtom, { ...store.get(activeConnectorIdsAtom), [namespace]: id })
  const storage = store.get(storageAtom)
  if (id === undefined) storage.remove(connectorIdKey(namespace))
  else storage.set(connectorIdKey(namespace), id)
}

/** What {@link isConnectorVisible} decides from. */
export type ConnectorVisibilityContext = {
  isMobile: boolean
  /** Excluded wallets: ids, rdns or explorer ids, or names (compared lower-cased). */
  exclude: readonly string[]
}

/**
 * Wallet-list visibility (spec §5): the generic browser wallet is hidden on desktop, and on mobile
 * unless it has an identifier or is installed; wallets on the exclusion list (by identifier or
 * lower-cased name) are hidden.
 */
export function isConnectorVisible(
  connector: Connector,
  context: ConnectorVisibilityContext,
): boolean {
  if (connector.name === GENERIC_BROWSER_WALLET_NAME) {
    if (!context.isMobile) return false
    if (!connector.explorerId && !connector.installed) return false
  }
  const ids = [connector.id, connector.explorerId, connector.info?.rdns].filter(Boolean)
  const name = connector.name.toLowerCase()
  return !context.exclude.some(
    (excluded) => ids.includes(excluded) || excluded.toLowerCase() === name,
  )
}

/**
 * Multi-chain merging (spec §5): groups connectors by name (after the alias rule), keeps one per
 * chain, and turns a group with more than one chain into a MULTI_CHAIN entry (AUTH for the auth
 * connector) holding its connectors. Order follows first appearance.
 */
export function mergeMultiChainConnectors(connectors: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const key = connectorGroupName(connector.name)
    const group = groups.get(key) ?? []
    if (!group.some((member) => member.chain === connector.chain)) group.push(connector)
    groups.set(key, group)
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [Connector, ...Connector[]]
    if (group.length === 1) return first
    return {
      id: first.id,
      name: first.name,
      type: first.type === 'AUTH' ? 'AUTH' : 'MULTI_CHAIN',
      chain: first.chain,
      imageUrl: first.imageUrl,
      imageId: first.imageId,
      connectors: group,
    }
  })
}

/** A wallet of the registry list, as ordering needs it. */
export type ListedWallet = { id: string; name: string }

/** Options of {@link orderWallets}. */
export type OrderWalletsOptions<W extends ListedWallet> = {
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  featured?: readonly string[] | undefined
  custom?: readonly W[] | undefined
}

/**
 * Include/exclude/featured/custom ordering of the wallet list: with an include list only those
 * wallets stay; excluded ones (by id or lower-cased name) go; featured ids come first in their
 * given order, then the custom wallets, then the rest in their original order.
 */
export function orderWallets<W extends ListedWallet>(
  wallets: readonly W[],
  options: OrderWalletsOptions<W> = {},
): W[] {
  const exclude = options.exclude ?? []
  const excluded = (wallet: W) =>
    exclude.some(
      (value) => value === wallet.id || value.toLowerCase() === wallet.name.toLowerCase(),
    )
  const include = options.include ?? []
  const kept = wallets.filter(
    (wallet) => (include.length === 0 || include.includes(wallet.id)) && !excluded(wallet),
  )
  const featuredIds = options.featured ?? []
  const featured = featuredIds
    .map((id) => kept.find((wallet) => wallet.id === id))
    .filter((wallet): wallet is W => wallet !== undefined)
  const custom = (options.custom ?? []).filter((wallet) => !excluded(wallet))
  const taken = new Set([...featured, ...custom].map((wallet) => wallet.id))
  return [...featured, ...custom, ...kept.filter((wallet) => !taken.has(wallet.id))]
}

/**
 * The connectors the wallet list shows: visible ones, merged across chains.
 */
export const visibleConnectorsAtom = atom((get) => {
  const context = {
    isMobile: get(platformAtom).isMobile,
    exclude: get(optionsAtom).excludeWalletIds ?? [],
  }
  return mergeMultiChainConnectors(
    get(connectorsAtom).filter((connector) => isConnectorVisible(connector, context)),
  )
})

/**
 * Whether an injected or announced wallet is visible (the Connect view then lists wallets first,
 * spec §2).
 */
export const hasVisibleInstalledWalletsAtom = atom((get) =>
  get(visibleConnectorsAtom).some((connector) =>
    [connector, ...(connector.connectors ?? [])].some(
      (member) => member.type === 'INJECTED' || member.type === 'ANNOUNCED',
    ),
  ),
)
