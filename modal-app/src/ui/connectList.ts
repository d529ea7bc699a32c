import { type Connector, orderWallets } from '../state/connectors.ts'

/** An entry of the Connect view's wallet list. */
export type ConnectListEntry = {
  connector: Connector
  /** One of the wallets connected last (tagged "Recent"). */
  recent: boolean
  /** Its place in the connector order of spec §9 (WalletConnect and custom apps are not here). */
  group: 'recent' | 'injected' | 'featured' | 'external'
}

const GROUP_RANK = { recent: 0, injected: 1, featured: 2, external: 3 } as const

/** Options of {@link connectList}: the host's wallet options and the stored recent wallets. */
export type ConnectListOptions = {
  /** Ids of the wallets connected last, most recent first. */
  recentIds?: readonly string[] | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
}

/**
 * The Connect view's wallets in the connector order of spec §9 (walletConnect, recent, injected,
 * featured, custom, external, recommended; WalletConnect and the custom apps are the view's own
 * rows): the include/exclude/featured rules of `orderWallets` on the visible, merged connectors
 * (an id matches the connector's id, its rdns or a merged member's id), then grouped: recent ones
 * in their recent order, installed (injected or announced) ones, featured ones that are neither,
 * and the other (external) ones.
 */
export function connectList(
  connectors: readonly Connector[],
  options: ConnectListOptions = {},
): ConnectListEntry[] {
  const idsOf = (connector: Connector) =>
    [
      connector.id,
      connector.info?.rdns,
      ...(connector.connectors ?? []).map((member) => member.id),
    ].filter((id): id is string => typeof id === 'string')
  const matches = (connector: Connector, ids: readonly string[] | undefined) =>
    ids?.find((id) => idsOf(connector).includes(id))
  // orderWallets compares ids: give each connector the id under which the options name it.
  const keyed = connectors.map((connector) => ({
    id:
      matches(connector, options.featuredWalletIds) ??
      matches(connector, options.includeWalletIds) ??
      matches(connector, options.excludeWalletIds) ??
      connector.id,
    name: connector.name,
    connector,
  }))
  const ordered = orderWallets(keyed, {
    featured: options.featuredWalletIds,
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
  }).map((entry) => entry.connector)
  const recentIds = options.recentIds ?? []
  const rank = (connector: Connector) => {
    const index = recentIds.findIndex((id) => idsOf(connector).includes(id))
    return index === -1 ? recentIds.length : index
  }
  const installed = (connector: Connector) =>
    [connector, ...(connector.connectors ?? [])].some(
      (member) => member.type === 'INJECTED' || member.type === 'ANNOUNCED',
    )
  const groupOf = (connector: Connector, r: number): ConnectListEntry['group'] =>
    r < recentIds.length
      ? 'recent'
      : installed(connector)
        ? 'injected'
        : matches(connector, options.featuredWalletIds)
          ? 'featured'
          : 'external'
  return ordered
    .map((connector, index) => {
      const r = rank(connector)
      return { connector, index, rank: r, group: groupOf(connector, r) }
    })
    .sort(
      (a, b) => GROUP_RANK[a.group] - GROUP_RANK[b.group] || a.rank - b.rank || a.index - b.index,
    )
    .map(({ connector, rank: r, group }) => ({ connector, recent: r < recentIds.length, group }))
}
