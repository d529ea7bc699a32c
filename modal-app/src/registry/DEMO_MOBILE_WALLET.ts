import type { RegistryWallet } from './registryWalletSchema.ts'

/**
 * The demo mobile wallet of the local stack (`demo-host/mobile-wallet`, served on
 * `http://localhost:4340/`): its page reads the pairing URI from `?uri=`, hence the universal link
 * ending in `?` (see `formatDeepLink`). It works on the demo's relay and networks (anvil 31337 and
 * 31338, the local Solana cluster).
 */
export const DEMO_MOBILE_WALLET: RegistryWallet = Object.freeze({
  id: 'airlock-demo-mobile',
  name: 'Airlock Demo Wallet',
  chains: ['eip155:31337', 'eip155:31338', 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'],
  mobile: { native: null, universal: 'http://localhost:4340/?' },
  desktop: { native: null, universal: 'http://localhost:4340/?' },
  app: { ios: null, android: null, browser: null },
  homepage: 'http://localhost:4340/',
  image: null,
  colors: { primary: '#2f6fed', secondary: null },
}) as RegistryWallet
