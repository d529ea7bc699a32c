import type { CaipAddress, Namespace, Network } from '@airlock/shared-protocol'
import { explorerUrl } from '../chains/explorerUrl.ts'
import { accountsAtom, setAccount } from '../state/account.ts'
import type { Store } from '../state/Store.ts'

/**
 * Moves the connected account of a namespace to another network: its CAIP-10 id and explorer
 * link follow. Does nothing when the namespace has no connected address.
 */
export function setAccountNetwork(store: Store, namespace: Namespace, network: Network) {
  const address = store.get(accountsAtom)[namespace].address
  if (address === undefined) return
  setAccount(store, namespace, {
    caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress,
    addressExplorerUrl: explorerUrl(network, { address }),
  })
}
