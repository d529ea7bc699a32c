import { DEMO_NETWORKS } from '@airlock/testkit/demo'

const [anvil, anvil2, solana] = DEMO_NETWORKS

/**
 * What the demo mobile wallet offers, per CAIP namespace: its chains (the local stack's), the
 * methods it can answer and the events it may emit. Accounts are added from the keys by
 * {@link buildWalletNamespaces}.
 */
export const WALLET_CAPABILITIES = {
  eip155: {
    chains: [anvil.caipNetworkId, anvil2.caipNetworkId],
    methods: [
      'personal_sign',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: {
    chains: [solana.caipNetworkId],
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: [],
  },
} as const
