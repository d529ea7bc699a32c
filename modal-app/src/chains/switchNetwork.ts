import type { Network } from '@airlock/shared-protocol'
import { completeNetworkSwitch } from '../state/chain.ts'
import type { Store } from '../state/Store.ts'
import { setAccountNetwork } from '../wallets/setAccountNetwork.ts'
import type { WalletDeps } from '../wallets/types.ts'
import { type SwitchEvmNetworkReturnType, switchEvmNetwork } from './switchEvmNetwork.ts'

/**
 * Makes a network active, whatever its namespace (the SwitchNetwork and SwitchActiveChain flows,
 * and the host's `switchNetwork` call): eip155 goes through {@link switchEvmNetwork} (asking the
 * connected wallet); on solana the wallet serves every cluster, so the network and the account's
 * CAIP-10 id change without asking it. Moving to a namespace keeps the other one connected, so a
 * visitor connected on both switches between them without reconnecting.
 */
export async function switchNetwork(
  store: Store,
  deps: WalletDeps,
  network: Network,
): Promise<SwitchEvmNetworkReturnType> {
  if (network.chainNamespace === 'eip155') return switchEvmNetwork(store, deps, network)
  completeNetworkSwitch(store, network)
  setAccountNetwork(store, network.chainNamespace, network)
  return { kind: 'switched' }
}
