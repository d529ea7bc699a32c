import { NAMESPACES, type Namespace, type Network } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import { trackEvent } from './analytics.ts'
import type { Store } from './Store.ts'
import { resetSendDraft } from './send/sendDraft.ts'
import { STORAGE_KEYS, storageAtom } from './storage.ts'

/** The network part of a chain's state (spec §3). */
export type NetworkState = {
  /** The current network of this namespace. */
  caipNetwork: Network | undefined
  /** The networks the dapp asked for. */
  requestedCaipNetworks: Network[]
  /** Network ids the connected wallet approved. */
  approvedCaipNetworkIds: string[]
  /** The wallet accepts any network. */
  supportsAllNetworks: boolean
  /** Networks where a smart account is available. */
  smartAccountEnabledNetworks: Array<number | string>
}

/** Switches networks for one namespace (viem, @solana/kit or a WalletConnect session). */
type NetworkClient = { switchNetwork(network: Network): Promise<void> }

/** Connects and disconnects wallets for one namespace; its methods belong to the connection area. */
type ConnectionClient = { disconnect(): Promise<void> } & Record<string, unknown>

/** The state of one namespace (spec §3); its account state lives in the account area. */
export type ChainState = {
  namespace: Namespace
  networks: Network[]
  networkState: NetworkState
  networkClient: NetworkClient | undefined
  connectionClient: ConnectionClient | undefined
}

/**
 * Default account type per namespace (spec §3).
 */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Partial<Record<Namespace, string>>> = Object.freeze({
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
})

/**
 * The chains the modal has adapters for, by namespace. A namespace without an entry has no
 * adapter.
 */
export const chainsAtom = atom<Partial<Record<Namespace, ChainState>>>({})

/**
 * The namespace the modal currently works in.
 */
export const activeNamespaceAtom = atom<Namespace | undefined>(undefined)

/**
 * True while the active namespace is changing (spec §4 "a namespace switch is marked in
 * progress"); the connection area clears it once the wallet answered.
 */
export const namespaceSwitchInProgressAtom = atom(false)

/**
 * The current network of the active namespace.
 */
export const activeNetworkAtom = atom((get) => {
  const namespace = get(activeNamespaceAtom)
  return namespace ? get(chainsAtom)[namespace]?.networkState.caipNetwork : undefined
})

function emptyChain(namespace: Namespace): ChainState {
  return {
    namespace,
    networks: [],
    networkState: {
      caipNetwork: undefined,
      requestedCaipNetworks: [],
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    },
    networkClient: undefined,
    connectionClient: undefined,
  }
}

/**
 * Sets up one chain per namespace that has networks and makes the default network (or the first)
 * active. Namespaces are kept in the order of {@link NAMESPACES}.
 */
export function initializeChains(
  store: Store,
  networks: readonly Network[],
  defaultNetwork?: string,
) {
  const chains: Partial<Record<Namespace, ChainState>> = {}
  for (const namespace of NAMESPACES) {
    const own = networks.filter((network) => network.chainNamespace === namespace)
    if (own.length === 0) continue
    const chain = emptyChain(namespace)
    chain.networks = own
    chain.networkState.requestedCaipNetworks = own
    chain.networkState.caipNetwork = own[0]
    chains[namespace] = chain
  }
  store.set(chainsAtom, chains)
  const active = networks.find((network) => network.caipNetworkId === defaultNetwork) ?? networks[0]
  if (active) setActiveNetwork(store, active)
  else store.set(activeNamespaceAtom, undefined)
}

/**
 * Attaches the clients of a namespace (spec §3 "client handles").
 */
export function setChainClients(
  store: Store,
  namespace: Namespace,
  clients: Partial<Pick<ChainState, 'networkClient' | 'connectionClient'>>,
) {
  updateChain(store, namespace, (chain) => ({ ...chain, ...clients }))
}

/**
 * Patches the network state of a namespace.
 */
export function setNetworkState(store: Store, namespace: Namespace, patch: Partial<NetworkState>) {
  updateChain(store, namespace, (chain) => ({
    ...chain,
    networkState: { ...chain.networkState, ...patch },
  }))
}

/**
 * Makes a network current in its namespace and its namespace active, storing both; a change of
 * namespace marks a namespace switch in progress (spec §4). A change of network empties the send
 * draft (spec §4), whoever made it: the visitor, the host's `switchNetwork` or the wallet itself.
 */
export function setActiveNetwork(store: Store, network: Network) {
  const namespace = network.chainNamespace
  const previous = store.get(activeNamespaceAtom)
  // A draft's token and amount were chosen on one network; sent on another they mean other funds.
  const before = store.get(activeNetworkAtom)?.caipNetworkId
  if (before !== undefined && before !== network.caipNetworkId) resetSendDraft(store)
  if (previous !== undefined && previous !== namespace)
    store.set(namespaceSwitchInProgressAtom, true)
  updateChain(store, namespace, (chain) => ({
    ...chain,
    networkState: { ...chain.networkState, caipNetwork: network },
  }))
  store.set(activeNamespaceAtom, namespace)
  const storage = store.get(storageAtom)
  storage.set(STORAGE_KEYS.activeNamespace, namespace)
  storage.set(STORAGE_KEYS.activeNetworkId, network.caipNetworkId)
}

/**
 * A network switch the visitor or the host asked for, done: the network becomes active and
 * SWITCH_NETWORK is tracked (spec §7) on every namespace, with or without a connected wallet.
 * Following the wallet's own change or restoring a stored network is `setActiveNetwork` alone.
 */
export function completeNetworkSwitch(store: Store, network: Network) {
  setActiveNetwork(store, network)
  void trackEvent(store, {
    event: 'SWITCH_NETWORK',
    properties: { network: network.caipNetworkId },
  })
}

/**
 * Whether a network is one the dapp configured for its namespace.
 */
export function isNetworkSupported(
  chains: Partial<Record<Namespace, ChainState>>,
  network: Pick<Network, 'caipNetworkId' | 'chainNamespace'>,
): boolean {
  const chain = chains[network.chainNamespace]
  return chain?.networks.some((known) => known.caipNetworkId === network.caipNetworkId) ?? false
}

/** What {@link networkSwitchView} decides from. */
export type NetworkSwitchInput = {
  /** The host turned the switch confirmation off. */
  skipConfirmation: boolean
  /** The auth (email/social) connector is the active connector. */
  usesAuthConnector: boolean
  /** The target network is one the dapp configured. */
  targetSupported: boolean
  /** The namespace of the target network. */
  targetNamespace: Namespace
  /** The active namespace. */
  activeNamespace: Namespace | undefined
  /** Namespaces with a connected account. */
  connectedNamespaces: readonly Namespace[]
}

/**
 * Network-switch routing (spec §4): SwitchNetwork when the confirmation is skipped or the auth
 * connector is used on a supported chain; SwitchActiveChain when connected to another namespace
 * and not yet on the target one; otherwise SwitchNetwork.
 */
export function networkSwitchView(
  input: NetworkSwitchInput,
): 'SwitchNetwork' | 'SwitchActiveChain' {
  if (input.skipConfirmation || (input.usesAuthConnector && input.targetSupported)) {
    return 'SwitchNetwork'
  }
  const connectedElsewhere =
    input.activeNamespace !== undefined &&
    input.activeNamespace !== input.targetNamespace &&
    input.connectedNamespaces.includes(input.activeNamespace)
  if (connectedElsewhere && !input.connectedNamespaces.includes(input.targetNamespace)) {
    return 'SwitchActiveChain'
  }
  return 'SwitchNetwork'
}

/**
 * The UnsupportedChain rule of spec §4: shown when the network is unsupported while network
 * switching is enabled, unsupported chains are not allowed and basic pairing is off.
 */
export function showsUnsupportedChain(input: {
  supported: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  wcBasic: boolean
}): boolean {
  return (
    !input.supported && input.enableNetworkSwitch && !input.allowUnsupportedChain && !input.wcBasic
  )
}

function updateChain(
  store: Store,
  namespace: Namespace,
  change: (chain: ChainState) => ChainState,
) {
  const chains = store.get(chainsAtom)
  store.set(chainsAtom, {
    ...chains,
    [namespace]: change(chains[namespace] ?? emptyChain(namespace)),
  })
}
