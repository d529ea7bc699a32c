import { NAMESPACES, type Network } from '@airlock/shared-protocol'
import { accountsAtom } from './account.ts'
import {
  activeNamespaceAtom,
  chainsAtom,
  completeNetworkSwitch,
  setActiveNetwork,
} from './chain.ts'
import { type RouterEntry, replaceView } from './router/viewStack.ts'
import type { Store } from './Store.ts'

/**
 * SwitchActiveChain's "Switch" for a namespace without an account (spec §4): the network becomes
 * active and Connect for its namespace replaces SwitchActiveChain, so that Back leads to where the
 * visitor chose the network. Connect's data names the namespace to return to
 * ({@link returnToConnectedNamespace}).
 */
export function switchToUnconnectedNamespace(store: Store, network: Network) {
  const from = store.get(activeNamespaceAtom)
  completeNetworkSwitch(store, network)
  replaceView(store, 'Connect', {
    namespace: network.chainNamespace,
    ...(from && from !== network.chainNamespace ? { returnTo: from } : {}),
  })
}

/**
 * Run with the stack entries the visitor leaves (Back: the one popped; closing: all of them).
 * Leaving the Connect of {@link switchToUnconnectedNamespace} without an account there makes the
 * namespace the visitor came from active again on its current network: otherwise the modal opens
 * on an empty Connect and the host sees "connected" without an address (as AppKit, it returns).
 */
export function returnToConnectedNamespace(store: Store, left: readonly RouterEntry[]) {
  const accounts = store.get(accountsAtom)
  const active = store.get(activeNamespaceAtom)
  for (const entry of left) {
    if (entry.view !== 'Connect') continue
    const { namespace, returnTo } = entry.data ?? {}
    // Connected on the tried namespace after all, or moved on elsewhere: it stays.
    if (namespace !== active || active === undefined || accounts[active].caipAddress) continue
    const back = NAMESPACES.find((known) => known === returnTo)
    const network = back ? store.get(chainsAtom)[back]?.networkState.caipNetwork : undefined
    if (back && network && accounts[back].caipAddress !== undefined)
      setActiveNetwork(store, network)
    return
  }
}
