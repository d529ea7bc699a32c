import type { Namespace } from '@airlock/shared-protocol'
import { requestEvmChainSwitch } from '../chains/requestEvmChainSwitch.ts'
import { chainsAtom, setChainClients } from '../state/chain.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import type { Store } from '../state/Store.ts'
import { disconnectWallet } from './disconnectWallet.ts'
import type { WalletDeps } from './types.ts'

/**
 * Gives a namespace with a host-window wallet its chain clients (spec §3 "client handles"), so
 * the chain area's own rules (`switchActiveNetwork`, a connection client's `disconnect`) reach the
 * wallet: on eip155 a switch asks the wallet (`wallet_switchEthereumChain`, adding the chain when
 * unknown); on solana the wallet serves every cluster, so a switch only changes the modal's network.
 */
export function attachHostClients(store: Store, deps: WalletDeps, namespace: Namespace) {
  if (!store.get(chainsAtom)[namespace]) return
  setChainClients(store, namespace, {
    networkClient: {
      switchNetwork: async (network) => {
        const connectorId = store.get(activeConnectorIdsAtom)[namespace]
        if (namespace === 'eip155' && connectorId !== undefined) {
          await requestEvmChainSwitch(deps.bridge, connectorId, network)
        }
      },
    },
    connectionClient: {
      disconnect: async () => {
        await disconnectWallet(store, deps, namespace)
      },
    },
  })
}
