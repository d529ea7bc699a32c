import { AirlockError, ErrorCode, type HostConnector, type Network } from '@airlock/shared-protocol'
import {
  DEMO_BITCOIN_ACCOUNT,
  DEMO_COSMOS_ACCOUNT,
  DEMO_NETWORKS,
  DEMO_POLKADOT_ACCOUNT,
} from '@airlock/testkit/demo'
import { createStore } from 'jotai/vanilla'
import { accountsAtom } from '../state/account.ts'
import { activeNamespaceAtom, chainsAtom, initializeChains } from '../state/chain.ts'
import { connectionAtom } from '../state/connection.ts'
import { activeConnectorIdsAtom, connectorsAtom } from '../state/connectors.ts'
import { hostOriginAtom } from '../state/hostOrigin.ts'
import { setOptions } from '../state/options.ts'
import { historyAtom } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import { createSafeStorage, storageAtom } from '../state/storage.ts'
import { TEST_SCOPE } from '../state/testing.ts'
import type { HostBridge } from './types.ts'

// Test helpers of the wallet flows (not exported from the entry).

export const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const EVM_ADDRESS_2 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOLANA_ADDRESS = 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj'
export const POLKADOT_ADDRESS = DEMO_POLKADOT_ACCOUNT.address
export const BITCOIN_ADDRESS = DEMO_BITCOIN_ACCOUNT.address
export const COSMOS_ADDRESS = DEMO_COSMOS_ACCOUNT.address
/** The demo's Westend, Bitcoin testnet and Cosmos Hub testnet networks. */
export const [westend, bitcoinTestnet, cosmosTestnet] = DEMO_NETWORKS.slice(3) as Network[] as [
  Network,
  Network,
  Network,
]

function network(
  caipNetworkId: `${'eip155' | 'solana'}:${string}`,
  name: string,
  extra: Partial<Network> = {},
): Network {
  const [chainNamespace, id] = caipNetworkId.split(':') as ['eip155' | 'solana', string]
  return {
    id: chainNamespace === 'eip155' ? Number(id) : id,
    chainNamespace,
    caipNetworkId,
    name,
    nativeCurrency:
      chainNamespace === 'eip155'
        ? { name: 'Ether', symbol: 'ETH', decimals: 18 }
        : { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    ...extra,
  }
}

export const mainnet = network('eip155:1', 'Ethereum', {
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})
export const polygon = network('eip155:137', 'Polygon')
export const solanaMainnet = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')

export const metamask: HostConnector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'io.metamask',
  icon: 'data:image/svg+xml,<svg/>',
}
export const phantomSolana: HostConnector = {
  id: 'phantom-solana',
  name: 'Phantom',
  type: 'ANNOUNCED',
  namespace: 'solana',
}
export const talisman: HostConnector = {
  id: 'polkadot:talisman',
  name: 'Talisman',
  type: 'INJECTED',
  namespace: 'polkadot',
}
export const xverse: HostConnector = {
  id: 'bip122:ws:Xverse',
  name: 'Xverse',
  type: 'ANNOUNCED',
  namespace: 'bip122',
}
export const keplr: HostConnector = {
  id: 'cosmos:keplr',
  name: 'Keplr',
  type: 'INJECTED',
  namespace: 'cosmos',
}

/**
 * A store with options, networks (mainnet + polygon + solana by default), and storage over an
 * inspectable Map.
 */
export function setupStore(
  options: Record<string, unknown> = {},
  networks: Network[] = [mainnet, polygon, solanaMainnet],
) {
  const store = createStore()
  const saved = new Map<string, string>()
  store.set(
    storageAtom,
    createSafeStorage({
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => void saved.set(key, value),
      removeItem: (key) => void saved.delete(key),
    }),
  )
  setOptions(store, options, { projectId: 'demo' })
  initializeChains(store, networks)
  store.set(hostOriginAtom, TEST_SCOPE.hostOrigin)
  return { store, saved }
}

/** Everything a wallet flow may touch, to compare before and after. */
export function snapshot(store: Store, saved: Map<string, string>) {
  return structuredClone({
    accounts: store.get(accountsAtom),
    chains: JSON.parse(JSON.stringify(store.get(chainsAtom))),
    activeNamespace: store.get(activeNamespaceAtom),
    connection: store.get(connectionAtom),
    activeConnectors: store.get(activeConnectorIdsAtom),
    history: store.get(historyAtom),
    connectors: store.get(connectorsAtom),
    storage: Object.fromEntries(saved),
  })
}

type Handler = (params: unknown) => unknown
export type FakeBridge = HostBridge & {
  calls: Array<{ connectorId: string; method: string; params: unknown }>
  methods(): string[]
}

/** A bridge answering with `handlers[method]` (a value, or a function that may throw). */
export function fakeBridge(handlers: Record<string, unknown | Handler>): FakeBridge {
  const calls: FakeBridge['calls'] = []
  return {
    calls,
    methods: () => calls.map((call) => call.method),
    async walletRequest(connectorId, method, params) {
      calls.push({ connectorId, method, params })
      if (!(method in handlers)) {
        throw new AirlockError(ErrorCode.WALLET_REQUEST_NOT_ALLOWED, `${method} is not allowed`)
      }
      const handler = handlers[method]
      return typeof handler === 'function' ? (handler as Handler)(params) : handler
    },
  }
}

export const rejected = () => {
  throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.', {
    data: { code: 4001 },
  })
}
export const pending = () => {
  throw new AirlockError(ErrorCode.REQUEST_PENDING, 'Request already pending.', {
    data: { code: -32002 },
  })
}
