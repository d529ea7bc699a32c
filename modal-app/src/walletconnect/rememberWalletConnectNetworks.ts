import { NAMESPACES, type Namespace, parseCaipAddress } from '@airlock/shared-protocol'
import { accountsAtom } from '../state/account.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../state/constants.ts'
import type { Store } from '../state/Store.ts'
import { STORAGE_KEYS, storageAtom } from '../state/storage.ts'

/** The network of each WalletConnect account, by namespace (CAIP-2 ids), as last stored. */
export type WalletConnectNetworks = Partial<Record<Namespace, string>>

/** The networks {@link rememberWalletConnectNetworks} stored before this page load. */
export function readWalletConnectNetworks(store: Store): WalletConnectNetworks {
  const stored = store.get(storageAtom).get<unknown>(STORAGE_KEYS.walletConnectNetworks)
  if (typeof stored !== 'object' || stored === null) return {}
  const networks: WalletConnectNetworks = {}
  for (const namespace of NAMESPACES) {
    const id = (stored as Record<string, unknown>)[namespace]
    if (typeof id === 'string') networks[namespace] = id
  }
  return networks
}

/**
 * Stores the network of each WalletConnect account whenever it changes (the wallet's
 * `chainChanged`, a switch in the modal), so that a session restored after a reload comes back on
 * the network the wallet was last on, not on the first one it approved. Returns the unsubscribe
 * function.
 */
export function rememberWalletConnectNetworks(store: Store): () => void {
  let last = JSON.stringify(readWalletConnectNetworks(store))
  const write = () => {
    const accounts = store.get(accountsAtom)
    const active = store.get(activeConnectorIdsAtom)
    const networks: WalletConnectNetworks = {}
    for (const namespace of NAMESPACES) {
      const caipAddress = accounts[namespace].caipAddress
      if (active[namespace] !== WALLETCONNECT_CONNECTOR_ID || caipAddress === undefined) continue
      networks[namespace] = parseCaipAddress(caipAddress).caipNetworkId
    }
    const next = JSON.stringify(networks)
    if (next === last) return
    last = next
    store.get(storageAtom).set(STORAGE_KEYS.walletConnectNetworks, networks)
  }
  const stopAccounts = store.sub(accountsAtom, write)
  const stopConnectors = store.sub(activeConnectorIdsAtom, write)
  return () => {
    stopAccounts()
    stopConnectors()
  }
}
