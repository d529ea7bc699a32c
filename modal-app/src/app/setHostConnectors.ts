import type { HostConnector } from '@airlock/shared-protocol'
import { type Connector, connectorsAtom } from '../state/connectors.ts'
import type { Store } from '../state/Store.ts'

/**
 * Replaces the wallets that live in the host window (from `ready()` and `connectorsChanged()`)
 * in the connectors area, keeping the modal's own connectors (WalletConnect, auth).
 */
export function setHostConnectors(store: Store, wallets: readonly HostConnector[]): void {
  const own = store
    .get(connectorsAtom)
    .filter((connector) => connector.type !== 'ANNOUNCED' && connector.type !== 'INJECTED')
  const fromHost = wallets.map(
    (wallet): Connector => ({
      id: wallet.id,
      name: wallet.name,
      type: wallet.type,
      chain: wallet.namespace,
      imageUrl: wallet.icon,
      info: wallet.rdns ? { rdns: wallet.rdns } : undefined,
      installed: true,
    }),
  )
  store.set(connectorsAtom, [...fromHost, ...own])
}
