// The gallery's panels of the network and funding views: Choose Network, the switches
// (SwitchNetwork, SwitchActiveChain, UnsupportedChain), Receive and Buy, each in its states. The
// wallet and the project's API answer from fixtures (no network): a switch that waits or is
// declined, on-ramp options that load, never come or fail.
import { AirlockError, ErrorCode, type Network } from '@airlock/shared-protocol'
import type { OnrampOptions } from '@airlock/shared-protocol/projectApi'
import { hostLinkAtom } from '../app/hostLinkAtom.ts'
import { projectFetchAtom } from '../projectApi/projectApi.ts'
import { setCaipAddress } from '../state/account.ts'
import { initializeChains } from '../state/chain.ts'
import { projectServicesAtom } from '../state/options.ts'
import { pushView } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import { Snackbar } from '../ui/Snackbar.tsx'
import { Networks } from '../views/Networks/Networks.tsx'
import { OnRamp } from '../views/OnRamp/OnRamp.tsx'
import { Receive } from '../views/Receive/Receive.tsx'
import { SwitchActiveChain } from '../views/SwitchActiveChain/SwitchActiveChain.tsx'
import { SwitchNetwork } from '../views/SwitchNetwork/SwitchNetwork.tsx'
import { UnsupportedChain } from '../views/UnsupportedChain/UnsupportedChain.tsx'
import { attachHostClients } from '../wallets/attachHostClients.ts'
import { connectedStore, type Panel } from './fixtures.ts'

const RPC = { default: { http: ['https://rpc.gallery.invalid'] } }

/** A network of the gallery, as a host configures it. */
function network(
  caipNetworkId: `${Network['chainNamespace']}:${string}`,
  name: string,
  symbol: string,
  testnet = false,
): Network {
  const [chainNamespace, id] = caipNetworkId.split(':') as [Network['chainNamespace'], string]
  return {
    id: chainNamespace === 'eip155' ? Number(id) : id,
    chainNamespace,
    caipNetworkId,
    name,
    nativeCurrency: { name: symbol, symbol, decimals: 18 },
    rpcUrls: RPC,
    ...(testnet ? { testnet } : {}),
  }
}

const ETHEREUM = network('eip155:1', 'Ethereum', 'ETH')
const BASE = network('eip155:8453', 'Base', 'ETH')
const SOLANA = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'SOL')
/** Every kind of chain the modal connects to, more than the search shows up from. */
const ALL = [
  ETHEREUM,
  BASE,
  network('eip155:10', 'OP Mainnet', 'ETH'),
  network('eip155:42161', 'Arbitrum One', 'ETH'),
  network('eip155:137', 'Polygon', 'POL'),
  network('eip155:11155111', 'Sepolia', 'ETH', true),
  SOLANA,
  network('bip122:000000000019d6689c085ae165831e93', 'Bitcoin', 'BTC'),
  network('polkadot:91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', 'DOT'),
  network('cosmos:cosmoshub-4', 'Cosmos Hub', 'ATOM'),
]
const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

/** A connected store (the fixtures' account on Ethereum) whose app configured `networks`. */
function onNetworks(networks: readonly Network[]): Store {
  const store = connectedStore()
  initializeChains(store, networks)
  return store
}

/** A store whose wallet answers a network switch as `answer` says: never, or with a no. */
function switchStore(answer: 'waits' | 'declines'): Store {
  const store = onNetworks([ETHEREUM, BASE])
  const link = {
    bridge: {
      walletRequest: () =>
        answer === 'waits'
          ? new Promise<never>(() => {})
          : Promise.reject(new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.')),
    },
    openUrl: async () => true,
  }
  store.set(hostLinkAtom, link)
  attachHostClients(store, link, 'eip155')
  pushView(store, 'SwitchNetwork', { network: BASE })
  return store
}

/** The project API's on-ramp offer: one provider for EVM chains, ETH on Ethereum, USD by card. */
const ONRAMP_OPTIONS: OnrampOptions = {
  providers: [
    {
      name: 'airlock-demo',
      label: 'Airlock Demo On-ramp',
      feeRange: '0%',
      url: 'https://onramp.gallery.invalid/checkout',
      supportedChains: ['eip155'],
    },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      ],
    },
  ],
  paymentCurrencies: [
    {
      id: 'USD',
      // Two ways to pay: the provider rows show both.
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'bankAccount', min: '10.00', max: '25000.00' },
      ],
    },
  ],
}

/** USD per ETH in the gallery's quotes. */
const ETH_PRICE = 2500

/** A store for Buy whose project API answers as `api` says: at once, never, or not at all. */
function onrampStore(api: 'answers' | 'waits' | 'fails', on: Network = ETHEREUM): Store {
  const store = onNetworks([on])
  if (on.chainNamespace === 'solana')
    setCaipAddress(store, `${SOLANA.caipNetworkId}:${SOLANA_ADDRESS}`)
  store.set(projectServicesAtom, { apiUrl: 'https://api.gallery.invalid/v1/' })
  // An updater that returns the fetch: the atom holds a function, so it is set through one.
  store.set(projectFetchAtom, () => async (input: RequestInfo | URL, init?: RequestInit) => {
    if (api === 'waits') return new Promise<Response>(() => {})
    if (api === 'fails') throw new TypeError('Failed to fetch')
    if (String(input).includes('onramp/options')) return Response.json(ONRAMP_OPTIONS)
    const { amount } = JSON.parse(String(init?.body)) as { amount: string }
    return Response.json({ purchaseAmount: { amount: String(Number(amount) / ETH_PRICE) } })
  })
  return store
}

/** The panels of Choose Network, the network switches, Receive and Buy. */
export function panels(): Panel[] {
  const twoKinds = onNetworks([ETHEREUM, BASE, SOLANA])
  setCaipAddress(twoKinds, `${SOLANA.caipNetworkId}:${SOLANA_ADDRESS}`)
  const activeChain = onNetworks([ETHEREUM, BASE, SOLANA])
  pushView(activeChain, 'SwitchActiveChain', { network: SOLANA })
  const unsupported = onNetworks([ETHEREUM, BASE, SOLANA])
  pushView(unsupported, 'UnsupportedChain', {
    network: network('eip155:31337', 'Elsewhere', 'ETH'),
  })
  return [
    { id: 'networks', title: 'Choose Network', view: <Networks />, store: onNetworks(ALL) },
    {
      id: 'networks-short',
      title: 'Choose Network',
      view: <Networks />,
      store: onNetworks([ETHEREUM, BASE, SOLANA]),
    },
    { id: 'networks-empty', title: 'Choose Network', view: <Networks />, store: onNetworks([]) },
    {
      id: 'switch-network',
      title: 'Switch Network',
      view: <SwitchNetwork />,
      store: switchStore('waits'),
    },
    {
      id: 'switch-network-declined',
      title: 'Switch Network',
      view: <SwitchNetwork />,
      store: switchStore('declines'),
    },
    {
      id: 'switch-active-chain',
      title: 'Switch Chain',
      view: <SwitchActiveChain />,
      store: activeChain,
    },
    {
      id: 'unsupported-chain',
      title: 'Unsupported Network',
      view: <UnsupportedChain />,
      store: unsupported,
    },
    {
      id: 'receive',
      title: 'Receive',
      // With the modal's toast area: "Address copied" shows over the title, as in the modal.
      view: (
        <>
          <Receive />
          <Snackbar />
        </>
      ),
      store: onNetworks([ETHEREUM, BASE]),
    },
    { id: 'receive-two-kinds', title: 'Receive', view: <Receive />, store: twoKinds },
    { id: 'onramp', title: 'Buy Crypto', view: <OnRamp />, store: onrampStore('answers') },
    { id: 'onramp-loading', title: 'Buy Crypto', view: <OnRamp />, store: onrampStore('waits') },
    { id: 'onramp-error', title: 'Buy Crypto', view: <OnRamp />, store: onrampStore('fails') },
    {
      id: 'onramp-unavailable',
      title: 'Buy Crypto',
      view: <OnRamp />,
      store: onrampStore('answers', SOLANA),
    },
  ]
}
