import { NAMESPACES, type Namespace, type Network } from '@airlock/shared-protocol'
import { DEFAULT_ACCOUNT_TYPES } from '../state/chain.ts'
import { EIP155_WALLET_METHODS } from '../state/constants.ts'
import type { WalletConnectConnectParams, WalletConnectNamespace } from './WalletConnectClient.ts'

/**
 * Methods and events the modal asks a WalletConnect wallet for, per namespace. A wallet approves
 * those it has; the dapp's provider refuses the others with 4200 (`walletConnectRequest`).
 */
const CAPABILITIES: Record<Namespace, { methods: string[]; events: string[] }> = {
  eip155: {
    methods: [...EIP155_WALLET_METHODS],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: [],
  },
  // What the polkadot, bip122 and cosmos providers translate to (`routeNamespaceRequest`).
  polkadot: { methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: [] },
  bip122: { methods: ['signMessage', 'signPsbt'], events: [] },
  cosmos: {
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    events: [],
  },
}

/** What {@link buildNamespaces} returns: the `connect()` parameters. */
export type BuildNamespacesReturnType = WalletConnectConnectParams & {
  /** `defaultAccountTypes`: JSON of the default account type of each requested namespace. */
  sessionProperties: Record<string, string>
}

/**
 * The namespaces a pairing asks for, from the configured networks: one optional namespace per
 * namespace that has networks (in the order of `NAMESPACES`), with its chains, methods, events and
 * an `rpcMap` from each network's first RPC URL (so that nothing goes to a public RPC). The default
 * account types of spec §3 travel as the `defaultAccountTypes` session property. Networks are
 * optional namespaces, so a wallet may approve any subset.
 */
export function buildNamespaces(networks: readonly Network[]): BuildNamespacesReturnType {
  const optionalNamespaces: Record<string, WalletConnectNamespace> = {}
  const accountTypes: Partial<Record<Namespace, string>> = {}
  for (const namespace of NAMESPACES) {
    const own = networks.filter((network) => network.chainNamespace === namespace)
    if (own.length === 0) continue
    const rpcMap: Record<string, string> = {}
    for (const network of own) {
      const reference = network.caipNetworkId.slice(namespace.length + 1)
      const [rpcUrl] = network.rpcUrls.default.http
      if (rpcUrl !== undefined) rpcMap[reference] = rpcUrl
    }
    const { methods, events } = CAPABILITIES[namespace]
    optionalNamespaces[namespace] = {
      chains: [...new Set(own.map((network) => network.caipNetworkId))],
      methods: [...methods],
      events: [...events],
      rpcMap,
    }
    const accountType = DEFAULT_ACCOUNT_TYPES[namespace]
    if (accountType !== undefined) accountTypes[namespace] = accountType
  }
  return {
    optionalNamespaces,
    sessionProperties: { defaultAccountTypes: JSON.stringify(accountTypes) },
  }
}
