import { isCaipNetworkId, isNamespace, NAMESPACES, type Namespace } from '@airlock/shared-protocol'
import { findNetwork } from '../chains/findNetwork.ts'
import { parseEvmChainId } from '../chains/parseEvmChainId.ts'
import { accountsAtom, followWalletAccounts } from '../state/account.ts'
import { activeNamespaceAtom, setActiveNetwork, setNetworkState } from '../state/chain.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../state/constants.ts'
import type { Store } from '../state/Store.ts'
import { sameAddress } from '../state/validation/addresses.ts'
import { forgetNamespace } from '../wallets/forgetNamespace.ts'
import { parseWalletAccounts } from '../wallets/parseWalletAccounts.ts'
import { setAccountNetwork } from '../wallets/setAccountNetwork.ts'
import { forgetWalletConnectNamespaces } from './forgetWalletConnectNamespaces.ts'
import { sessionAccounts } from './sessionAccounts.ts'
import type { WalletConnectClient, WalletConnectSession } from './WalletConnectClient.ts'

/** A `session_update` as the provider forwards it: the wallet's new namespaces. */
type SessionUpdate = {
  topic?: string
  params?: { namespaces?: WalletConnectSession['namespaces'] }
}

/** A `session_event` as the provider forwards it. */
type SessionEvent = {
  topic?: string
  params?: { chainId?: string; event?: { name?: string; data?: unknown } }
}

/**
 * Keeps the modal's state in step with the WalletConnect session, so that the host's state
 * snapshot follows at once:
 *
 * - `session_delete`, `disconnect` (the wallet ended it) and the sign client's `session_expire`
 *   for the current session: every WalletConnect namespace is reset.
 * - `session_event` `accountsChanged` (CAIP-10 ids or plain addresses): the first account of the
 *   event's namespace becomes its address; none left (addresses of another namespace or none at
 *   all do not count) resets that namespace.
 * - `session_event` `chainChanged`: the namespace's account moves to that network (an 'Unknown
 *   Network' placeholder when it is not configured); it becomes active when its namespace is. A
 *   chain that is not a CAIP-2 id is ignored.
 * - `session_update` (the wallet changed the session's accounts): a namespace whose address the
 *   session no longer holds moves to the first account it holds on that network; a namespace with
 *   no account left on its network is reset.
 *
 * Returns a function that removes the listeners.
 */
export function watchSession(store: Store, client: WalletConnectClient): () => void {
  const ended = () => {
    forgetWalletConnectNamespaces(store)
  }
  const expired = (event: { topic?: string } | undefined) => {
    if (client.session && event?.topic !== undefined && event.topic !== client.session.topic) return
    ended()
  }
  const changed = (event: SessionEvent) => {
    if (client.session && event.topic !== undefined && event.topic !== client.session.topic) return
    const chainId = event.params?.chainId ?? ''
    const namespace = chainId.split(':')[0] ?? ''
    if (!isNamespace(namespace)) return
    if (store.get(activeConnectorIdsAtom)[namespace] !== WALLETCONNECT_CONNECTOR_ID) return
    const name = event.params?.event?.name
    const data = event.params?.event?.data
    if (name === 'accountsChanged') changeAccounts(store, namespace, data)
    else if (name === 'chainChanged') changeChain(store, namespace, chainId, data)
  }
  const updated = (event: SessionUpdate) => {
    if (client.session && event.topic !== undefined && event.topic !== client.session.topic) return
    const namespaces = event.params?.namespaces
    if (namespaces) followSessionAccounts(store, namespaces)
  }
  client.on('session_delete', ended)
  client.on('disconnect', ended)
  client.on('session_event', changed)
  client.on('session_update', updated)
  client.client.on('session_expire', expired)
  return () => {
    client.removeListener('session_delete', ended)
    client.removeListener('disconnect', ended)
    client.removeListener('session_event', changed)
    client.removeListener('session_update', updated)
    client.client.off('session_expire', expired)
  }
}

function followSessionAccounts(store: Store, namespaces: WalletConnectSession['namespaces']) {
  const held = sessionAccounts({ namespaces })
  const active = store.get(activeConnectorIdsAtom)
  for (const namespace of NAMESPACES) {
    if (active[namespace] !== WALLETCONNECT_CONNECTOR_ID) continue
    const byNetwork = held.get(namespace)
    const { address, caipAddress } = store.get(accountsAtom)[namespace]
    const networkId = caipAddress?.split(':').slice(0, 2).join(':') ?? ''
    const addresses = byNetwork?.get(networkId as `${Namespace}:${string}`) ?? []
    const kept = address !== undefined && addresses.some((each) => sameAddress(each, address))
    if (!kept) changeAccounts(store, namespace, addresses)
  }
}

function changeAccounts(store: Store, namespace: Namespace, data: unknown) {
  const addresses = parseWalletAccounts(
    namespace,
    (Array.isArray(data) ? data : [])
      .filter((entry): entry is string => typeof entry === 'string')
      .map((entry) => (entry.includes(':') ? (entry.split(':')[2] ?? '') : entry)),
  )
  const [first, ...others] = addresses
  if (first === undefined) {
    forgetNamespace(store, namespace)
    return
  }
  const networkId = store.get(accountsAtom)[namespace].caipAddress?.split(':').slice(0, 2).join(':')
  if (networkId === undefined) return
  followWalletAccounts(store, namespace, networkId, [first, ...others])
}

function changeChain(store: Store, namespace: Namespace, chainId: string, data: unknown) {
  if (!isCaipNetworkId(chainId)) return
  const reference =
    namespace === 'eip155'
      ? parseEvmChainId(data)
      : typeof data === 'string' && data.length > 0
        ? (data.split(':').at(-1) ?? chainId.slice(namespace.length + 1))
        : chainId.slice(namespace.length + 1)
  // A malformed chain would become the network's id, in the state the host reads.
  if (reference === undefined || !isCaipNetworkId(`${namespace}:${reference}`)) return
  const { network } = findNetwork(store, namespace, reference)
  if (store.get(activeNamespaceAtom) === namespace) setActiveNetwork(store, network)
  else setNetworkState(store, namespace, { caipNetwork: network })
  setAccountNetwork(store, namespace, network)
}
