import type { Namespace } from '@airlock/shared-protocol'
import { connectedNamespacesAtom, resetAccount } from '../state/account.ts'
import {
  activeNamespaceAtom,
  chainsAtom,
  setActiveNetwork,
  setChainClients,
} from '../state/chain.ts'
import { resetConnection } from '../state/connection.ts'
import { setActiveConnector } from '../state/connectors.ts'
import { resetView } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'

/**
 * Forgets the wallet of one namespace in the modal: its account is reset (stored connector id
 * removed), its active connector and host clients cleared. When another namespace is still
 * connected it stays connected and becomes active if this one was; when none is, the connection
 * resets to disconnected and (unless `resetRouter` is false) the view to Connect.
 */
export function forgetNamespace(
  store: Store,
  namespace: Namespace,
  options: { resetRouter?: boolean } = {},
) {
  resetAccount(store, namespace)
  setActiveConnector(store, namespace, undefined)
  if (store.get(chainsAtom)[namespace]) {
    setChainClients(store, namespace, { networkClient: undefined, connectionClient: undefined })
  }
  const [other] = store.get(connectedNamespacesAtom)
  if (other === undefined) {
    resetConnection(store)
    if (options.resetRouter !== false) resetView(store, 'Connect')
    return
  }
  if (store.get(activeNamespaceAtom) === namespace) {
    const network = store.get(chainsAtom)[other]?.networkState.caipNetwork
    if (network) setActiveNetwork(store, network)
  }
}
