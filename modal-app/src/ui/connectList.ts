import { type Connector, orderWallets } from '../state/connectors.ts'

/** An entry of the Connect view's wallet list. */
export type ConnectListEntry = {
  connector: Connector
  /** One of the wallets connected last (tagged "Recent"). */
  recent: boolean
}

/** Options of {@link connectList}: the host's wallet options and the stored recent wallets. */
export type ConnectListOptions = {
  /** Ids of the wallets connected last, most recent first. */
  recentIds?: readonly string[] | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
}

/**
 * The order of the Connect view's wallets (connector order of spec §9: recent, then the
 * installed ones with the featured first): the include/exclude/featured rules of `orderWallets`
 * on the visible, merged connectors (an id matches the connector's id, its rdns or a merged
 * member's id), then the recent wallets moved to the front in their recent order.
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
  return ordered
    .map((connector, index) => ({ connector, index, rank: rank(connector) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ connector, rank: r }) => ({ connector, recent: r < recentIds.length }))
}
