import type { Namespace } from '@airlock/shared-protocol'
import { findNetwork } from '../chains/findNetwork.ts'
import { setAccount } from '../state/account.ts'
import {
  activeNamespaceAtom,
  chainsAtom,
  DEFAULT_ACCOUNT_TYPES,
  namespaceSwitchInProgressAtom,
  setChainClients,
  setNetworkState,
} from '../state/chain.ts'
import { setConnection } from '../state/connection.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../state/constants.ts'
import type { Store } from '../state/Store.ts'
import { STORAGE_KEYS, storageAtom } from '../state/storage.ts'
import { applyWalletConnection } from '../wallets/applyWalletConnection.ts'
import { forgetWalletConnectNamespaces } from './forgetWalletConnectNamespaces.ts'
import { sessionAccounts } from './sessionAccounts.ts'
import type { WalletConnectClient, WalletConnectSession } from './WalletConnectClient.ts'

/** What {@link applyWalletConnectSession} returns: the namespaces it connected. */
export type ApplyWalletConnectSessionReturnType = Namespace[]

/**
 * Records a WalletConnect session in the modal's state: EVERY namespace it approved becomes
 * connected (account, network, wallet info, active connector `walletConnect`, approved networks,
 * preferred account type: the stored one or the default of spec §3, and a connection client whose
 * `disconnect` forgets every WalletConnect namespace and ends the session), then the connection status is connected. The account's network
 * is `lastNetworks`' (where a restored session's account was before the reload) when the wallet
 * approved it, else the namespace's current network when the wallet approved it, else the first configured
 * network it approved, else its first (an 'Unknown Network' placeholder). The namespace that was
 * active stays active when it was approved; otherwise the first approved one becomes active.
 *
 * Returns the namespaces that were connected.
 */
export function applyWalletConnectSession(
  store: Store,
  client: Pick<WalletConnectClient, 'disconnect'>,
  session: WalletConnectSession,
  lastNetworks: Partial<Record<Namespace, string>> = {},
): ApplyWalletConnectSessionReturnType {
  const accounts = sessionAccounts(session)
  const namespaces = [...accounts.keys()]
  if (namespaces.length === 0) return []
  const previous = store.get(activeNamespaceAtom)
  const last = previous !== undefined && accounts.has(previous) ? previous : namespaces[0]
  const ordered = [...namespaces.filter((ns) => ns !== last), ...(last ? [last] : [])]
  const storedTypes =
    store.get(storageAtom).get<Record<string, string>>(STORAGE_KEYS.preferredAccountTypes) ?? {}
  const walletName = session.peer.metadata.name || 'WalletConnect'

  for (const namespace of ordered) {
    const byNetwork = accounts.get(namespace)
    if (!byNetwork) continue
    const chain = store.get(chainsAtom)[namespace]
    const current = chain?.networkState.caipNetwork?.caipNetworkId
    const before = lastNetworks[namespace]
    const approved = [...byNetwork.keys()]
    const configured = approved.find((id) => chain?.networks.some((n) => n.caipNetworkId === id))
    const networkId =
      approved.find((id) => id === before) ??
      approved.find((id) => id === current) ??
      configured ??
      (approved[0] as (typeof approved)[0])
    const [first, ...rest] = byNetwork.get(networkId) ?? []
    if (first === undefined) continue
    const { network } = findNetwork(store, namespace, networkId.slice(namespace.length + 1))
    applyWalletConnection(store, {
      wallet: { id: WALLETCONNECT_CONNECTOR_ID, name: walletName, namespace, icon: undefined },
      addresses: [first, ...rest],
      network,
    })
    const preferred = storedTypes[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace]
    if (preferred !== undefined) {
      setAccount(store, namespace, { preferredAccountTypes: { [namespace]: preferred } })
    }
    if (chain) {
      setNetworkState(store, namespace, {
        approvedCaipNetworkIds: approved,
        supportsAllNetworks: false,
      })
      setChainClients(store, namespace, {
        connectionClient: {
          // The SDK tells no listener when this side ends the session: the modal forgets every
          // namespace of it first (a cancelled required sign-in leaves the host disconnected).
          disconnect: async () => {
            forgetWalletConnectNamespaces(store)
            await client.disconnect()
          },
        },
      })
    }
  }
  store.set(namespaceSwitchInProgressAtom, false)
  setConnection(store, { status: 'connected', wcError: false })
  return namespaces
}
