import { NAMESPACES, type Namespace, type Network } from '@airlock/shared-protocol'
import { findNetwork } from '../chains/findNetwork.ts'
import { parseEvmChainId } from '../chains/parseEvmChainId.ts'
import { accountsAtom, followWalletAccounts } from '../state/account.ts'
import {
  activeNamespaceAtom,
  chainsAtom,
  setActiveNetwork,
  setNetworkState,
  showsUnsupportedChain,
} from '../state/chain.ts'
import { connectionAtom } from '../state/connection.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { optionsAtom } from '../state/options.ts'
import { goBack } from '../state/router/goBack.ts'
import { pushView, viewAtom } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import { forgetNamespace } from './forgetNamespace.ts'
import { parseWalletAccounts } from './parseWalletAccounts.ts'
import { setAccountNetwork } from './setAccountNetwork.ts'

/** A wallet event as the host forwards it (the `walletEvent` method's parameters). */
export type WalletEvent = {
  connectorId: string
  event: 'accountsChanged' | 'chainChanged' | 'disconnect' | 'connect' | 'change'
  data?: unknown
}

/**
 * Applies an event of a host-window wallet to the namespaces where it is the active connector
 * (events of other wallets are ignored):
 *
 * - `accountsChanged` (EIP-1193) or `change` with `accounts` (wallet-standard): no account left
 *   disconnects that namespace; otherwise the first account becomes the address.
 * - `chainChanged`: the hex chain id becomes the namespace's network; a network the project did
 *   not configure routes to UnsupportedChain (spec §4 rule), and leaving it for a configured one
 *   goes back from UnsupportedChain.
 * - `disconnect`: that namespace is disconnected.
 */
export function handleWalletEvent(store: Store, event: WalletEvent) {
  const active = store.get(activeConnectorIdsAtom)
  const namespaces = NAMESPACES.filter((namespace) => active[namespace] === event.connectorId)
  for (const namespace of namespaces) apply(store, namespace, event)
}

function apply(store: Store, namespace: Namespace, event: WalletEvent) {
  switch (event.event) {
    case 'accountsChanged':
      changeAccounts(store, namespace, event.data)
      return
    case 'change': {
      const data = event.data
      if (data && typeof data === 'object' && 'accounts' in data) {
        changeAccounts(store, namespace, data)
      }
      return
    }
    case 'chainChanged':
      if (namespace === 'eip155') changeChain(store, namespace, event.data)
      return
    case 'disconnect':
      forgetNamespace(store, namespace)
      return
    case 'connect':
      return
  }
}

function changeAccounts(store: Store, namespace: Namespace, data: unknown) {
  const addresses = parseWalletAccounts(namespace, data)
  const [first, ...others] = addresses
  if (first === undefined) {
    forgetNamespace(store, namespace)
    return
  }
  const account = store.get(accountsAtom)[namespace]
  const network = store.get(chainsAtom)[namespace]?.networkState.caipNetwork
  const networkId = account.caipAddress?.split(':').slice(0, 2).join(':') ?? network?.caipNetworkId
  if (networkId === undefined) return
  followWalletAccounts(store, namespace, networkId, [first, ...others])
  if (network) setAccountNetwork(store, namespace, network)
}

function changeChain(store: Store, namespace: Namespace, data: unknown) {
  const reference = parseEvmChainId(data)
  if (reference === undefined) return
  const { network, supported } = findNetwork(store, namespace, reference)
  moveToNetwork(store, namespace, network)
  const options = store.get(optionsAtom)
  const unsupported = showsUnsupportedChain({
    supported,
    enableNetworkSwitch: options.enableNetworkSwitch,
    allowUnsupportedChain: options.allowUnsupportedChain,
    wcBasic: store.get(connectionAtom).wcBasic,
  })
  if (unsupported) pushView(store, 'UnsupportedChain', { network })
  else if (supported && store.get(viewAtom) === 'UnsupportedChain') goBack(store)
}

function moveToNetwork(store: Store, namespace: Namespace, network: Network) {
  if (store.get(activeNamespaceAtom) === namespace) setActiveNetwork(store, network)
  else setNetworkState(store, namespace, { caipNetwork: network })
  setAccountNetwork(store, namespace, network)
}
