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
 * The EVM accounts the wallet can switch between: account 1 of the local stack (its default), and
 * account 2, derived as the stack's are (index 2 of anvil's mnemonic `test test … junk`, funded
 * by anvil at genesis). The user picks one on the page; the sessions then move to it.
 *
 * DEVELOPMENT KEYS: public knowledge.
 */
export const MOBILE_WALLET_EVM_ACCOUNTS = [
  DEMO_EVM_ACCOUNTS[1],
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
] as const

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
