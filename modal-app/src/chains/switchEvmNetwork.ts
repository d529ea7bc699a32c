import type { Network } from '@airlock/shared-protocol'
import { completeNetworkSwitch } from '../state/chain.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { switchActiveNetwork } from '../state/networkSwitch.ts'
import type { Store } from '../state/Store.ts'
import { attachHostClients } from '../wallets/attachHostClients.ts'
import { setAccountNetwork } from '../wallets/setAccountNetwork.ts'
import type { WalletDeps } from '../wallets/types.ts'
import type { WalletFailure } from '../wallets/walletFailure.ts'
import { toWalletFailure, WALLET_MESSAGES } from '../wallets/walletFailure.ts'

/** What {@link switchEvmNetwork} returns. */
export type SwitchEvmNetworkReturnType = { kind: 'switched' } | WalletFailure

/**
 * Switches the eip155 network (the SwitchNetwork flow, spec §4). With a host-window wallet
 * connected, the wallet is asked (`wallet_switchEthereumChain`, and `wallet_addEthereumChain`
 * then the switch again when it does not know the chain, EIP-1193 4902). On success the network
 * becomes active, the account follows, and the modal closes if the previous network was not in
 * the list; on failure it goes back one view and returns what the view shows ('Network switch
 * declined' when the visitor said no). Without a connected wallet only the modal's network changes.
 */
export async function switchEvmNetwork(
  store: Store,
  deps: WalletDeps,
  network: Network,
): Promise<SwitchEvmNetworkReturnType> {
  if (store.get(activeConnectorIdsAtom).eip155 === undefined) {
    completeNetworkSwitch(store, network)
    return { kind: 'switched' }
  }
  attachHostClients(store, deps, 'eip155')
  try {
    await switchActiveNetwork(store, network)
  } catch (error) {
    return toWalletFailure(error, WALLET_MESSAGES.switchDeclined)
  }
  setAccountNetwork(store, 'eip155', network)
  return { kind: 'switched' }
}
