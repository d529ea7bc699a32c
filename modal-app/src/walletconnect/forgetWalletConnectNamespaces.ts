import { NAMESPACES, type Namespace } from '@airlock/shared-protocol'
import { activeNamespaceAtom } from '../state/chain.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../state/constants.ts'
import type { Store } from '../state/Store.ts'
import { forgetNamespace } from '../wallets/forgetNamespace.ts'

/**
 * Disconnects, in the modal, every namespace whose active connector is WalletConnect (account
 * reset, stored connector id removed, clients cleared; the connection resets and the view goes to
 * Connect when nothing else stays connected). Host-window wallets on other namespaces are kept.
 * Returns the namespaces it reset.
 */
export function forgetWalletConnectNamespaces(store: Store): Namespace[] {
  const active = store.get(activeConnectorIdsAtom)
  const namespaces = NAMESPACES.filter((ns) => active[ns] === WALLETCONNECT_CONNECTOR_ID)
  // The active namespace last: forgotten first, it would hand the active network to each other
  // namespace of the session in turn, and the page would end on the last one's (cosmos).
  const activeNamespace = store.get(activeNamespaceAtom)
  const ordered = [
    ...namespaces.filter((ns) => ns !== activeNamespace),
    ...namespaces.filter((ns) => ns === activeNamespace),
  ]
  for (const namespace of ordered) forgetNamespace(store, namespace)
  return namespaces
}
