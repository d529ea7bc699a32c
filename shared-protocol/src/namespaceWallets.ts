// The host-wallet methods of the polkadot, bip122 and cosmos namespaces: what the host's wallet
// sources pass on (`walletRequest`) and what the host dapp's providers send (`providerRequest`).
// The modal routes a provider's request by the same name to the active connector: to the host
// wallet unchanged, or translated for WalletConnect. Params and answers are plain JSON: bytes are
// hex for polkadot and base64 for bitcoin and cosmos, as each ecosystem writes them. Apart from the
// main entry so that only the opt-in adapters and the modal's lazy code import it.

export { type Adr036SignDoc, adr036SignDoc, readAdr036SignDoc } from './cosmos/adr036SignDoc.ts'

/**
 * Host-wallet methods, `true` where the wallet opens a prompt (a wallet has at most one of those
 * pending). Look names up with `Object.hasOwn`.
 */
export const NAMESPACE_WALLET_METHODS = {
  polkadot: {
    'polkadot:connect': true,
    'polkadot:signRaw': true,
    'polkadot:signPayload': true,
  },
  bip122: {
    'bitcoin:connect': true,
    'bitcoin:signMessage': true,
    'bitcoin:signPsbt': true,
  },
  cosmos: {
    'cosmos:connect': true,
    'cosmos:signArbitrary': true,
    'cosmos:signDirect': true,
    'cosmos:signAmino': true,
  },
} as const satisfies Record<string, Readonly<Record<string, boolean>>>

/**
 * The method a dapp's provider asks for accounts with, per namespace. The modal opens Connect for
 * it when none is connected, as for `eth_requestAccounts`; once one is, the request goes on to the
 * connected wallet, whose `{ accounts }` answer (public keys included) reaches the dapp, `chainId`
 * of `cosmos:connect` filled with the connected chain when the dapp gave none. The providers also
 * take a bare list of addresses (a WalletConnect wallet's polkadot and bip122 answer).
 */
export const NAMESPACE_CONNECT_METHODS = {
  polkadot: 'polkadot:connect',
  bip122: 'bitcoin:connect',
  cosmos: 'cosmos:connect',
} as const

/** A `0x`-prefixed hex string. */
export type Hex = `0x${string}`

/** A polkadot account: SS58 address, with the extension's name and key type when it gives them. */
export type PolkadotAccount = {
  address: string
  name?: string
  type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum'
}

/**
 * A transaction payload as polkadot{.js} `SignerPayloadJSON` writes it: every field hex
 * (`method` too, though polkadot{.js} types it `string`, so its payloads fit here).
 */
export type PolkadotSignerPayload = {
  address: string
  blockHash: Hex
  blockNumber: Hex
  era: Hex
  genesisHash: Hex
  method: string
  nonce: Hex
  specVersion: Hex
  tip: Hex
  transactionVersion: Hex
  signedExtensions: string[]
  version: number
  assetId?: Hex | undefined
  metadataHash?: Hex | undefined
  mode?: number | undefined
  withSignedTransaction?: boolean | undefined
}

/** A bitcoin address the wallet gives, with its public key (hex) and what it is for. */
export type BitcoinAccount = { address: string; publicKey: string; purpose: 'payment' | 'ordinals' }

/** A cosmos account on one chain: bech32 address, public key (base64) and its algorithm. */
export type CosmosAccount = {
  address: string
  pubKey: string
  algo: 'secp256k1' | 'ethsecp256k1' | 'ed25519' | 'sr25519'
}

/** A signature as cosmos `StdSignature` writes it (`value` and `signature` base64). */
export type CosmosStdSignature = {
  pub_key: { type: string; value: string }
  signature: string
}

/** A protobuf `SignDoc` across the iframe: bytes base64, the account number a decimal string. */
export type CosmosDirectSignDoc = {
  bodyBytes: string
  authInfoBytes: string
  chainId: string
  accountNumber: string
}

/** An amino `StdSignDoc`, plain JSON as the chain signs it (CosmJS's `StdSignDoc` fits it). */
export type CosmosAminoSignDoc = {
  chain_id: string
  account_number: string
  sequence: string
  fee: {
    amount: ReadonlyArray<{ denom: string; amount: string }>
    gas: string
    granter?: string
    payer?: string
  }
  msgs: ReadonlyArray<{ type: string; value: Record<string, unknown> }>
  memo: string
  timeout_height?: string
}

/**
 * `silent: true` is the modal's reconnect after a reload: the accounts of a site the wallet already
 * allowed, never a prompt (bitcoin: the wallet's `accounts`; polkadot{.js} `enable()` and Keplr
 * `enable()` ask nothing of a site they allowed, so they are called as for a connect).
 */
type ConnectSilently = { silent?: boolean } | undefined

/**
 * Params and answer of each method of {@link NAMESPACE_WALLET_METHODS}.
 *
 * | method | params | answer |
 * |---|---|---|
 * | `polkadot:connect` | `{ silent? }` | `{ accounts: PolkadotAccount[] }` |
 * | `polkadot:signRaw` | `{ address, data: '0x…' }` (signed as `type: 'bytes'`) | `{ signature: '0x…' }` |
 * | `polkadot:signPayload` | `{ payload: SignerPayloadJSON }` | `{ signature: '0x…' }` |
 * | `bitcoin:connect` | `{ silent? }` | `{ accounts: BitcoinAccount[] }` |
 * | `bitcoin:signMessage` | `{ address, message }` | `{ signature }` (base64, BIP-322) |
 * | `bitcoin:signPsbt` | `{ psbt (base64), signInputs: { [address]: input indexes } }` | `{ psbt }` (base64) |
 * | `cosmos:connect` | `{ chainId, silent? }` | `{ accounts: CosmosAccount[] }` |
 * | `cosmos:signArbitrary` | `{ chainId, signer, data }` (ADR-036) | `CosmosStdSignature` |
 * | `cosmos:signDirect` | `{ chainId, signer, signDoc: CosmosDirectSignDoc }` | `{ signed, signature }` |
 * | `cosmos:signAmino` | `{ chainId, signer, signDoc: CosmosAminoSignDoc }` | `{ signed, signature }` |
 *
 * Host-wallet connector ids: `polkadot:<injectedWeb3 key>`, `bip122:ws:<wallet-standard name>`,
 * `bip122:unisat`, `cosmos:keplr`, `cosmos:leap`. Their events go to `walletEvent` as
 * `accountsChanged` with the connect answer's `{ accounts }` (cosmos adds its `chainId`).
 * WalletConnect's names for the signing methods: polkadot `polkadot_signMessage` /
 * `polkadot_signTransaction`, bip122 `signMessage` / `signPsbt`, cosmos `cosmos_signDirect` /
 * `cosmos_signAmino`.
 */
export type NamespaceWalletMethodTypes = {
  'polkadot:connect': { params: ConnectSilently; result: { accounts: PolkadotAccount[] } }
  'polkadot:signRaw': { params: { address: string; data: Hex }; result: { signature: Hex } }
  'polkadot:signPayload': {
    params: { payload: PolkadotSignerPayload }
    result: { signature: Hex }
  }
  'bitcoin:connect': { params: ConnectSilently; result: { accounts: BitcoinAccount[] } }
  'bitcoin:signMessage': {
    params: { address: string; message: string }
    result: { signature: string }
  }
  'bitcoin:signPsbt': {
    params: { psbt: string; signInputs: Record<string, number[]> }
    result: { psbt: string }
  }
  'cosmos:connect': {
    params: { chainId: string } & ConnectSilently
    result: { accounts: CosmosAccount[] }
  }
  'cosmos:signArbitrary': {
    params: { chainId: string; signer: string; data: string }
    result: CosmosStdSignature
  }
  'cosmos:signDirect': {
    params: { chainId: string; signer: string; signDoc: CosmosDirectSignDoc }
    result: { signed: CosmosDirectSignDoc; signature: CosmosStdSignature }
  }
  'cosmos:signAmino': {
    params: { chainId: string; signer: string; signDoc: CosmosAminoSignDoc }
    result: { signed: CosmosAminoSignDoc; signature: CosmosStdSignature }
  }
}

/** A method of {@link NAMESPACE_WALLET_METHODS}. */
export type NamespaceWalletMethod = keyof NamespaceWalletMethodTypes
