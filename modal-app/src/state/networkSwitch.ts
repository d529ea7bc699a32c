import { AirlockError, ErrorCode, type Network, type ViewName } from '@airlock/shared-protocol'
import { connectedNamespacesAtom } from './account.ts'
import {
  activeNamespaceAtom,
  chainsAtom,
  completeNetworkSwitch,
  isNetworkSupported,
  networkSwitchView,
  showsUnsupportedChain,
} from './chain.ts'
import { connectionAtom } from './connection.ts'
import { activeConnectorIdsAtom, connectorsAtom } from './connectors.ts'
import { ERRORS } from './errors/ERRORS.ts'
import { closeModal } from './modal.ts'
import { optionsAtom } from './options.ts'
import { goBack } from './router/goBack.ts'
import { pushView } from './router/viewStack.ts'
import type { Store } from './Store.ts'
import { resetSendDraft } from './send/sendDraft.ts'

/**
 * The visitor picked a network (spec §4): the send draft is reset, then UnsupportedChain when the rule of
 * {@link showsUnsupportedChain} says so, otherwise the view of {@link networkSwitchView}, pushed
 * with the network as its data. Returns the view shown.
 */
export function requestNetworkSwitch(store: Store, network: Network): ViewName {
  // A draft made for one network must not be sent on another.
  resetSendDraft(store)
  const options = store.get(optionsAtom)
  const chains = store.get(chainsAtom)
  const activeNamespace = store.get(activeNamespaceAtom)
  const supported = isNetworkSupported(chains, network)
  const unsupported = showsUnsupportedChain({
    supported,
    enableNetworkSwitch: options.enableNetworkSwitch,
    allowUnsupportedChain: options.allowUnsupportedChain,
    wcBasic: store.get(connectionAtom).wcBasic,
  })
  if (unsupported) {
    pushView(store, 'UnsupportedChain', { network })
    return 'UnsupportedChain'
  }
  const activeConnectorId = activeNamespace
    ? store.get(activeConnectorIdsAtom)[activeNamespace]
    : undefined
  const activeConnector = store
    .get(connectorsAtom)
    .find((connector) => connector.id === activeConnectorId && connector.chain === activeNamespace)
  const view = networkSwitchView({
    skipConfirmation: options.enableNetworkSwitchConfirmation === false,
    usesAuthConnector: activeConnector?.type === 'AUTH',
    targetSupported: supported,
    targetNamespace: network.chainNamespace,
    activeNamespace,
    connectedNamespaces: store.get(connectedNamespacesAtom),
  })
  pushView(store, view, { network })
  return view
}

/**
 * Switches the active network through its namespace's network client (spec §4). On success the
 * network becomes active and the modal closes if the previous network was not in the chain's
 * list; on failure it goes back one view and rethrows.
 *
 * @throws {AirlockError} `INTERNAL` ('NetworkController client not set') without a client, or the
 * client's error.
 */
export async function switchActiveNetwork(store: Store, network: Network): Promise<void> {
  const chain = store.get(chainsAtom)[network.chainNamespace]
  const client = chain?.networkClient
  if (!chain || !client) {
    throw new AirlockError(ErrorCode.INTERNAL, ERRORS.internal.networkClientNotSet)
  }
  const previous = chain.networkState.caipNetwork
  try {
    await client.switchNetwork(network)
  } catch (error) {
    goBack(store)
    throw error
  }
  completeNetworkSwitch(store, network)
  const previousListed =
    previous !== undefined &&
    chain.networks.some((known) => known.caipNetworkId === previous.caipNetworkId)
  if (!previousListed) closeModal(store)
}
