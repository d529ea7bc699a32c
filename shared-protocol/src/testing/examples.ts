import type { HostConnector } from '../schemas/connectorSchema.ts'
import type { ModalOptions } from '../schemas/modalOptionsSchema.ts'
import type { ModalState } from '../schemas/modalStateSchema.ts'
import type { Network } from '../schemas/networkSchema.ts'

const evmAddress = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

const connector: HostConnector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'io.metamask',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
}

const network: Network = {
  id: 31337,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:4000' } },
  assets: { imageUrl: 'https://example.org/anvil.png' },
  tokens: [{ address: evmAddress, symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
  testnet: true,
}

const solanaNetwork: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
}

const options: ModalOptions = {
  themeMode: 'light',
  themeVariables: { '--al-accent': '#3396ff', '--al-border-radius-master': 4 },
  metadata: {
    name: 'Demo',
    description: 'A demo dapp',
    url: 'https://demo.example',
    icons: ['https://demo.example/icon.png'],
  },
  networks: [network, solanaNetwork],
  defaultNetwork: 'eip155:31337',
  features: { swaps: false, email: true },
  featuredWalletIds: ['io.metamask'],
  includeWalletIds: [],
  excludeWalletIds: ['com.example'],
  customWallets: [{ id: 'custom', name: 'Custom', homepage: 'https://custom.example' }],
  termsConditionsUrl: 'https://demo.example/terms',
  privacyPolicyUrl: 'https://demo.example/privacy',
  allowUnsupportedChain: false,
  enableNetworkSwitch: true,
  enableWalletConnect: true,
  manualWCControl: false,
  enableNetworkSwitchConfirmation: true,
  siwx: { required: true, statement: 'Sign in' },
  embedded: false,
}

const connectedState: ModalState = {
  seq: 7,
  open: true,
  view: 'Account',
  status: 'connected',
  account: {
    address: evmAddress,
    caipAddress: `eip155:31337:${evmAddress}`,
    namespace: 'eip155',
    connectorId: 'io.metamask',
  },
  network: { caipNetworkId: 'eip155:31337', name: 'Anvil' },
  accounts: [
    {
      address: evmAddress,
      caipAddress: `eip155:31337:${evmAddress}`,
      namespace: 'eip155',
      connectorId: 'io.metamask',
    },
  ],
  walletInfo: { name: 'MetaMask', icon: 'data:image/svg+xml,<svg/>' },
}

const disconnectedState: ModalState = {
  seq: 0,
  open: false,
  view: 'Connect',
  status: 'disconnected',
  account: null,
  network: null,
}

/**
 * Valid protocol values for tests: one of each entity, as a real host and modal would send them.
 */
export const examples = {
  evmAddress,
  connector,
  network,
  solanaNetwork,
  options,
  connectedState,
  disconnectedState,
} as const
