import { DEMO_EVM_ACCOUNTS, DEMO_NETWORKS, DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'

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

/**
 * The development keys of the demo mobile wallet: EVM account 1 and Solana account 1 of the local
 * stack (the in-page demo wallet uses account 0, so the two wallets show different addresses).
 *
 * DEVELOPMENT KEYS: public knowledge. This page must never be pointed at a real network.
 */
export const MOBILE_WALLET_KEYS = {
  evm: DEMO_EVM_ACCOUNTS[1],
  solana: DEMO_SOLANA_ACCOUNTS[1],
} as const
