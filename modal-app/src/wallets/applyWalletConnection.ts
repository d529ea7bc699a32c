import type { CaipAddress, Namespace, Network } from '@airlock/shared-protocol'
import { explorerUrl } from '../chains/explorerUrl.ts'
import { setAccount } from '../state/account.ts'
import { setActiveNetwork } from '../state/chain.ts'
import { setConnection } from '../state/connection.ts'
import { setActiveConnector } from '../state/connectors.ts'
import type { Store } from '../state/Store.ts'

/** Parameters of {@link applyWalletConnection}. */
export type ApplyWalletConnectionParameters = {
  /** The wallet, as its namespace's connector. */
  wallet: { id: string; name: string; namespace: Namespace; icon: string | undefined }
  /** The wallet's accounts, the first one being the connected address. */
  addresses: readonly [string, ...string[]]
  /** The wallet's network: a configured one or the 'Unknown Network' placeholder. */
  network: Network
}

/**
 * Records a wallet that answered with accounts: the account of its namespace (address, CAIP-10
 * id, status connected, wallet info, all accounts, explorer link), its network as the active one,
 * the connection status, and the namespace's active connector (stored). The other namespaces are
 * left alone, so a visitor can be connected on eip155 and solana at once.
 */
export function applyWalletConnection(store: Store, parameters: ApplyWalletConnectionParameters) {
  const { wallet, addresses, network } = parameters
  const [address] = addresses
  const namespace = wallet.namespace
  setAccount(store, namespace, {
    caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress,
    address,
    status: 'connected',
    connectedWalletInfo:
      wallet.icon === undefined ? { name: wallet.name } : { name: wallet.name, icon: wallet.icon },
    allAccounts: addresses.map((each) => ({ address: each, type: 'eoa' })),
    addressExplorerUrl: explorerUrl(network, { address }),
  })
  setActiveNetwork(store, network)
  setConnection(store, { status: 'connected' })
  setActiveConnector(store, namespace, wallet.id)
}
