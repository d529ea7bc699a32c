import type { Namespace, Network } from '@airlock/shared-protocol'
import { accountsAtom } from './account.ts'
import { activeNamespaceAtom, chainsAtom } from './chain.ts'
import type { Store } from './Store.ts'

/** Who is acting right now, as the tracked events and flows of spec §4 need it. */
export type AccountContext = {
  namespace: Namespace | undefined
  address: string | undefined
  network: Network | undefined
  /** The CAIP-2 id of the active network, '' without one (the events' `network`). */
  networkId: string
  /**
   * The account is a smart account: its preferred type in this namespace is `smartAccount` and the
   * active network is one of the chain's smart-account networks.
   */
  isSmartAccount: boolean
}

/**
 * The active namespace's address, network and account type.
 */
export function activeAccountContext(store: Store): AccountContext {
  const namespace = store.get(activeNamespaceAtom)
  if (!namespace) {
    return {
      namespace,
      address: undefined,
      network: undefined,
      networkId: '',
      isSmartAccount: false,
    }
  }
  const account = store.get(accountsAtom)[namespace]
  const chain = store.get(chainsAtom)[namespace]
  const network = chain?.networkState.caipNetwork
  const smartNetworks = (chain?.networkState.smartAccountEnabledNetworks ?? []).map(String)
  const isSmartAccount =
    account.preferredAccountTypes[namespace] === 'smartAccount' &&
    network !== undefined &&
    (smartNetworks.includes(String(network.id)) || smartNetworks.includes(network.caipNetworkId))
  return {
    namespace,
    address: account.address,
    network,
    networkId: network?.caipNetworkId ?? '',
    isSmartAccount,
  }
}
