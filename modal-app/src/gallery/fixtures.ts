// The gallery's shared fixtures: an account on Ethereum with balances and a history, and a store
// set up as after the handshake and a connection, with fake chain and wallet answers (no network).
import type { Network } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import type { ReactNode } from 'react'
import { hostLinkAtom } from '../app/hostLinkAtom.ts'
import { loadBalancesDepsAtom } from '../app/loadBalancesDepsAtom.ts'
import { sendChainDepsAtom } from '../app/sendChain.ts'
import { setAccount, setCaipAddress } from '../state/account.ts'
import { initializeChains } from '../state/chain.ts'
import { setActiveConnector } from '../state/connectors.ts'
import { hostOriginAtom } from '../state/hostOrigin.ts'
import { setOptions } from '../state/options.ts'
import { registryLogosAtom } from '../state/registryLogos.ts'
import type { Store } from '../state/Store.ts'
import type { TokenBalance } from '../state/validation/TokenBalance.ts'
import type { Transaction } from '../state/validation/Transaction.ts'

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A recipient with code (Uniswap's Universal Router on Ethereum): Send warns before sending to it. */
export const CONTRACT = '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af'

const ETHEREUM: Network = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gallery.invalid'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

/** The account's USD Coin: a token (ERC20) to send, whose own contract Send refuses. */
export const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 250,
  price: 1,
  quantity: { decimals: '6', numeric: '250' },
  iconUrl: '',
}

const BALANCES: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 3703.5,
    price: 3000,
    quantity: { decimals: '18', numeric: '1.2345' },
    iconUrl: '',
  },
  USDC,
  {
    name: 'Airlock Demo Token',
    symbol: 'ADT',
    chainId: 'eip155:1',
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: 0,
    price: 0,
    quantity: { decimals: '18', numeric: '12.5' },
    iconUrl: '',
  },
]

/** A transfer of the history, as the project's indexer lists them. */
function transaction(
  id: string,
  minedAt: string,
  operationType: string,
  status: string,
  symbol: string,
  numeric: string,
): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType,
      status,
      sentFrom: operationType === 'receive' ? RECEIVER : ADDRESS,
      sentTo: operationType === 'receive' ? ADDRESS : RECEIVER,
    },
    transfers: [{ fungible_info: { symbol }, quantity: { numeric } }],
  }
}

export const HISTORY: Transaction[] = [
  transaction('a', '2026-11-27T16:42:00Z', 'receive', 'pending', 'USDC', '120'),
  transaction('b', '2026-11-26T09:05:00Z', 'send', 'confirmed', 'ETH', '0.25'),
  transaction('c', '2026-11-20T18:30:00Z', 'trade', 'confirmed', 'USDC', '500'),
  // A token without a logo: its monogram carries the direction badge.
  transaction('f', '2026-11-12T14:20:00Z', 'send', 'confirmed', 'ADT', '12.5'),
  transaction('d', '2026-10-31T12:00:00Z', 'send', 'failed', 'ETH', '1.5'),
  transaction('e', '2026-10-02T08:15:00Z', 'receive', 'confirmed', 'ETH', '2'),
]

type Setup = {
  /** How the balances load: at once, never (loading), or failing (unavailable). */
  balances?: 'loaded' | 'loading' | 'unavailable'
  name?: string
  options?: object
}

/** A store as after the handshake and a connection, with the balances answering as `setup` says. */
export function connectedStore({ balances = 'loaded', name, options = {} }: Setup = {}): Store {
  const store = createStore()
  setOptions(store, options, { projectId: 'demo' })
  store.set(hostOriginAtom, 'https://app.example.com')
  store.set(loadBalancesDepsAtom, {
    fetchBalances: () =>
      balances === 'loaded'
        ? Promise.resolve(BALANCES)
        : balances === 'loading'
          ? new Promise<TokenBalance[]>(() => {})
          : Promise.reject(new Error('HTTP request failed')),
  })
  initializeChains(store, [ETHEREUM])
  setCaipAddress(store, `eip155:1:${ADDRESS}`)
  if (name) setAccount(store, 'eip155', { profileName: name })
  // A wallet that approves at once, a chain that answers and confirms: Send reaches its receipt.
  // Only CONTRACT has code: Send's contract warning is for it.
  store.set(sendChainDepsAtom, {
    probe: async () => {},
    confirm: async () => {},
    estimateFee: async () => ({ amount: '0.000042', symbol: 'ETH' }),
    readRecipient: async (_, address) =>
      address.toLowerCase() === CONTRACT.toLowerCase() ? 'contract' : 'account',
  })
  setActiveConnector(store, 'eip155', 'gallery.wallet')
  store.set(hostLinkAtom, {
    bridge: { walletRequest: async () => `0x${'5a'.repeat(32)}` },
    openUrl: async () => true,
  })
  return store
}

/** One card of the gallery: a view under its own store, with the header's title. */
export type Panel = { id: string; title: string; view: ReactNode; store: Store }

/**
 * The host's `metadata` with an icon: the demo host's own (its favicon, served beside the
 * gallery), as a host page names itself to the modal.
 */
export function hostMetadata() {
  return { name: 'Airlock demo', icons: [`${location.origin}/favicon.svg`] }
}

/**
 * The connected wallet as MetaMask (an EIP-6963 wallet that announced no icon of its own), its
 * logo from the wallet registry the demo host serves as the modal origin does.
 */
export function withMetaMask(store: Store): Store {
  setActiveConnector(store, 'eip155', 'io.metamask')
  setAccount(store, 'eip155', { connectedWalletInfo: { name: 'MetaMask' } })
  store.set(registryLogosAtom, new Map([['io.metamask', '/wallets/img/io.metamask.webp']]))
  return store
}
