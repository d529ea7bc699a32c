// The demo's accounts, tokens and networks: what `npm start` creates and the demo wallets, tests
// and bench use. DEVELOPMENT KEYS ONLY.

import type { Network } from '@airlock/shared-protocol'
import type { Address as SolanaAddress } from '@solana/kit'
import type { Address, Hex } from 'viem'

/**
 * Genesis hash the local Solana RPC answers `getGenesisHash` with:
 * `base58(sha256('airlock-dev:solana-local-genesis'))`. Its first 32 characters are the CAIP-2
 * reference of the local network (`solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ`).
 */
export const SOLANA_LOCAL_GENESIS_HASH = 'J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZeGWnHHHBDzyw' as const

/**
 * Where {@link deployDemoToken} puts the Airlock Demo Token (ADT) on a fresh anvil chain: the
 * first contract created by anvil account 0 (nonce 0), so the same on 31337 and 31338.
 */
export const DEMO_TOKEN_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const

/**
 * The anvil dev account (HD index 9 of the test mnemonic) that deploys the demo exchange and
 * holds its liquidity: its nonces 0–3 make the addresses below, the same on 31337 and 31338.
 * DEVELOPMENT KEY ONLY.
 */
export const DEMO_EXCHANGE_DEPLOYER = {
  address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
} as const

/**
 * The Uniswap V2 exchange `npm start` deploys on both anvil chains (`deployDemoExchange`):
 * WETH9, the factory and router02 from the `@uniswap/v2-core` / `@uniswap/v2-periphery` builds,
 * created by {@link DEMO_EXCHANGE_DEPLOYER} at nonces 0, 1 and 2. Pools: ETH/ADT, ETH/aUSD and
 * ADT/aUSD.
 */
export const DEMO_EXCHANGE = {
  weth: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  factory: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  router: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
} as const

/**
 * The demo stablecoin "Airlock USD" (aUSD, 6 decimals) the exchange pairs with ETH and ADT:
 * created by {@link DEMO_EXCHANGE_DEPLOYER} at nonce 3, which holds its supply.
 */
export const DEMO_STABLECOIN = {
  address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
  symbol: 'aUSD',
  name: 'Airlock USD',
  decimals: 6,
} as const

/**
 * The demo collectibles `npm start` mints on both anvil chains (`deployDemoCollectible`): an
 * ERC-721 "Airlock Demo Collectibles" (ALDC) created by `deployer` (anvil dev account 8 of the
 * test mnemonic) at its nonce 0, so at the same address on 31337 and 31338. Account 0 of
 * {@link DEMO_EVM_ACCOUNTS} holds tokens 1–4, account 1 tokens 5 and 6. The art and metadata are
 * the reference API's (`tokenURI` is `<apiUrl>collectibles/<id>.json` once it runs).
 * DEVELOPMENT KEY ONLY.
 */
export const DEMO_COLLECTIBLE = {
  address: '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A',
  name: 'Airlock Demo Collectibles',
  symbol: 'ALDC',
  deployer: {
    address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  },
  /** The token ids each demo account holds, by its index in {@link DEMO_EVM_ACCOUNTS}. */
  holdings: [
    [1n, 2n, 3n, 4n],
    [5n, 6n],
  ],
} as const

/**
 * The SPL token mint the local Solana RPC creates at start: "Airlock Demo USD" (ADUSD),
 * 6 decimals, SPL Token program. The mint keypair's seed is `sha256('airlock-dev:solana-spl-mint')`
 * and its authority is the local faucet, so the address is the same on every start.
 */
export const DEMO_SPL_MINT = {
  address: 'DaYb1Yg1t2qNgYUzDgdsVgw72yySuvr2qXWZvnPPCDzW' as SolanaAddress,
  name: 'Airlock Demo USD',
  symbol: 'ADUSD',
  decimals: 6,
  /** Hex of the mint keypair's 64-byte secret key. DEVELOPMENT ONLY. */
  secretKey:
    '60c62853dba00fbc3b65d6b80cc312b567f13ebc466a1a7c63a7f2ee5b874ed8bae41fe83a1460876731bcaf02163cce3850e27d22eef5f4063bd7dc16f2854f',
} as const

/** One development account: an address and its private key. */
export type DemoEvmAccount = {
  /** Checksummed address. */
  address: Address
  /** Private key. DEVELOPMENT ONLY: public knowledge, never hold real funds with it. */
  privateKey: Hex
}

/**
 * The first two anvil dev accounts (HD path m/44'/60'/0'/0/0 and /1 of the public test mnemonic
 * `test test test test test test test test test test test junk`), used by the demo wallets.
 *
 * DEVELOPMENT KEYS: published in every Foundry and Hardhat install; anything sent to these
 * addresses on a real network is taken by bots within seconds.
 *
 * Account 0 also deploys the demo token, so it holds most of the ADT supply.
 */
export const DEMO_EVM_ACCOUNTS = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
] as const satisfies readonly DemoEvmAccount[]

/** One development Solana account. */
export type DemoSolanaAccount = {
  /** Base58 address (the ed25519 public key). */
  address: SolanaAddress
  /**
   * 64-byte secret key as hex: the 32-byte seed followed by the public key, the layout of
   * `solana-keygen` files and of kit's `createKeyPairSignerFromBytes`. DEVELOPMENT ONLY.
   */
  secretKey: string
  /** Label the seed was derived from: `sha256('airlock-dev:<label>')`. */
  seedLabel: string
}

/**
 * Two Solana accounts for the demo wallets, funded by the local Solana RPC at start with
 * 100 SOL and 1 000 Airlock Demo USD each. Their seeds are `sha256('airlock-dev:solana-account-N')`.
 *
 * DEVELOPMENT KEYS: published in this repository; never use them on a real cluster.
 */
export const DEMO_SOLANA_ACCOUNTS = [
  {
    address: 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj' as SolanaAddress,
    secretKey:
      '73b86e57ceb7386ef3b093c9852d082f63f88e434174ce7eadf03d787181c8efd9e70d45770cee0c22f438105787d4e239155a4b51945ea7e2c87d82505d4456',
    seedLabel: 'solana-account-0',
  },
  {
    address: '7jRJduJWfiCbCfNTNZGhCDroqDrjESFLoaunGiwGJnMB' as SolanaAddress,
    secretKey:
      'eed3dae05c3fcca7f14364ab9d74bb82bfb4d3391f3ec5446485fbd94068c9006403ff09bbe85a0aa86f78c091d26f5d7175ae6e18090ad5d4877255bb289afe',
    seedLabel: 'solana-account-1',
  },
] as const satisfies readonly DemoSolanaAccount[]

/**
 * The polkadot development account `//Alice` (sr25519, SS58 prefix 42): the dev phrase of every
 * Substrate node (`bottom drive obey lake …`) with the hard derivation `//Alice`.
 *
 * DEVELOPMENT KEY: known to every Substrate install; never hold anything with it.
 */
export const DEMO_POLKADOT_ACCOUNT = {
  address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  publicKey: '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
  uri: '//Alice',
} as const

/**
 * A bitcoin testnet account: P2WPKH (`tb1q…`) of the secp256k1 key
 * `sha256('airlock-dev:bitcoin-account-0')`; the public key compressed, as hex.
 *
 * DEVELOPMENT KEY: published in this repository; never use it on mainnet.
 */
export const DEMO_BITCOIN_ACCOUNT = {
  address: 'tb1qlawcxzvzq8ns9ufw2rq5xzp6splvjtjv5l24f9',
  publicKey: '033ef5b312fddcda588a4c01b25289f75529f366893fbcbdc7a8d857bd0b44767f',
  privateKey: 'ebf4cbcc26f3a1c321eeb50d8f3d81fb8bddd707423db464b3677f08bf6b5e1f',
  seedLabel: 'bitcoin-account-0',
} as const

/**
 * A cosmos account: the bech32 `cosmos1…` address of the secp256k1 key
 * `sha256('airlock-dev:cosmos-account-0')`; the public key compressed, as base64.
 *
 * DEVELOPMENT KEY: published in this repository; never use it on a real chain.
 */
export const DEMO_COSMOS_ACCOUNT = {
  address: 'cosmos1mc6hnv55ehjmulyvwzr6dypsf0v8r7lcvj7x3t',
  publicKey: 'A6husD1lv4hYQWoM/Malb1tUxTndDmViOLf4Eyb4YKH4',
  privateKey: '0057042975f16eea39c8726a01a026a64b07a24b5afea836dfa5abd1106e5477',
  seedLabel: 'cosmos-account-0',
} as const

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const demoToken = {
  address: DEMO_TOKEN_ADDRESS,
  symbol: 'ADT',
  name: 'Airlock Demo Token',
  decimals: 18,
}

/**
 * The networks `npm start` runs, as shared-protocol `Network` objects for the demo project:
 * anvil 31337 on :8545, anvil 31338 on :8546 (both with ADT at {@link DEMO_TOKEN_ADDRESS} and
 * aUSD, {@link DEMO_STABLECOIN}, and the exchange {@link DEMO_EXCHANGE}) and
 * the local Solana RPC on :8899 (with {@link DEMO_SPL_MINT}); and, without a chain (no balances
 * or send there, spec §9), the polkadot Westend, Bitcoin and Cosmos Hub test networks by their
 * CAIP-2 ids (genesis hash; chain id), for connecting and signing only.
 */
export const DEMO_NETWORKS = [
  {
    id: 31337,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    name: 'Anvil Local',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    tokens: [demoToken, DEMO_STABLECOIN],
    testnet: true,
  },
  {
    id: 31338,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31338',
    name: 'Anvil Local 2',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    tokens: [demoToken, DEMO_STABLECOIN],
    testnet: true,
  },
  {
    id: SOLANA_LOCAL_GENESIS_HASH.slice(0, 32),
    chainNamespace: 'solana',
    caipNetworkId: `solana:${SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)}`,
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    tokens: [
      {
        address: DEMO_SPL_MINT.address,
        symbol: DEMO_SPL_MINT.symbol,
        name: DEMO_SPL_MINT.name,
        decimals: DEMO_SPL_MINT.decimals,
      },
    ],
    testnet: true,
  },
  {
    id: 'e143f23803ac50e8f6f8e62695d1ce9e',
    chainNamespace: 'polkadot',
    caipNetworkId: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
    name: 'Westend Testnet',
    nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
    rpcUrls: { default: { http: ['https://westend-rpc.polkadot.io'] } },
    blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
    testnet: true,
  },
  {
    id: '000000000933ea01ad0ee984209779ba',
    chainNamespace: 'bip122',
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    name: 'Bitcoin Testnet',
    nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
    rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
    blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
    testnet: true,
  },
  {
    id: 'provider',
    chainNamespace: 'cosmos',
    caipNetworkId: 'cosmos:provider',
    name: 'Cosmos Hub Testnet',
    nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
    rpcUrls: { default: { http: ['https://rpc.provider-sentry-01.ics-testnet.polypore.xyz'] } },
    blockExplorers: {
      default: { name: 'Ping.pub', url: 'https://explorer.polypore.xyz/provider' },
    },
    testnet: true,
  },
] as const satisfies readonly Network[]
