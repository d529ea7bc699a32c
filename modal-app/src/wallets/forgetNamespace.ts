import type { Namespace } from '@airlock/shared-protocol'
import { connectedNamespacesAtom, resetAccount } from '../state/account.ts'
import {
  activeNamespaceAtom,
  chainsAtom,
  isNetworkSupported,
  setActiveNetwork,
  setChainClients,
  setNetworkState,
} from '../state/chain.ts'
import { resetConnection } from '../state/connection.ts'
import { setActiveConnector } from '../state/connectors.ts'
import { resetView } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'

/**
 * Forgets the wallet of one namespace in the modal: its account is reset (stored connector id
 * removed), its active connector and host clients cleared. When another namespace is still
 * connected it stays connected and becomes active if this one was; when none is, the connection
 * resets to disconnected and (unless `resetRouter` is false) the view to Connect. A namespace left
 * on a network the app does not configure (the 'Unknown Network' placeholder) goes back to its
 * first configured network.
 */
export function forgetNamespace(
  store: Store,
  namespace: Namespace,
  options: { resetRouter?: boolean } = {},
) {
  resetAccount(store, namespace)
  setActiveConnector(store, namespace, undefined)
  const chain = store.get(chainsAtom)[namespace]
  if (chain) {
    setChainClients(store, namespace, { networkClient: undefined, connectionClient: undefined })
  }
  // A wallet that leaves from a network the app does not configure does not leave the page there:
  // `eth_chainId` and the reads go back to one of the app's networks.
  const current = chain?.networkState.caipNetwork
  const [configured] = chain?.networks ?? []
  if (current && configured && !isNetworkSupported(store.get(chainsAtom), current)) {
    if (store.get(activeNamespaceAtom) === namespace) setActiveNetwork(store, configured)
    else setNetworkState(store, namespace, { caipNetwork: configured })
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
