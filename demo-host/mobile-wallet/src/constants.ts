import {
  DEMO_BITCOIN_ACCOUNT,
  DEMO_COSMOS_ACCOUNT,
  DEMO_EVM_ACCOUNTS,
  DEMO_NETWORKS,
  DEMO_POLKADOT_ACCOUNT,
  DEMO_SOLANA_ACCOUNTS,
} from '@airlock/testkit/demo'

const [anvil, anvil2, solana, westend, bitcoin, cosmos] = DEMO_NETWORKS

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
  // Signing only (no chain runs for them). polkadot_signTransaction signs the payload as the
  // demo host's extension does (encodeSignerPayload), from its signed extensions, no metadata.
  polkadot: {
    chains: [westend.caipNetworkId],
    methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
    events: [],
  },
  bip122: { chains: [bitcoin.caipNetworkId], methods: ['signMessage', 'signPsbt'], events: [] },
  cosmos: {
    chains: [cosmos.caipNetworkId],
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    events: [],
  },
} as const

/**
 * The development keys of the demo mobile wallet: EVM account 1 and Solana account 1 of the local
 * stack (the in-page demo wallet uses account 0, so the two wallets show different addresses), and
 * the testkit's polkadot (`//Alice`), bitcoin and cosmos development accounts.
 *
 * DEVELOPMENT KEYS: public knowledge. This page must never be pointed at a real network.
 */
export const MOBILE_WALLET_KEYS = {
  evm: DEMO_EVM_ACCOUNTS[1],
  solana: DEMO_SOLANA_ACCOUNTS[1],
  polkadot: DEMO_POLKADOT_ACCOUNT,
  bitcoin: DEMO_BITCOIN_ACCOUNT,
  cosmos: DEMO_COSMOS_ACCOUNT,
} as const
