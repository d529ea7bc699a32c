import type {
  CosmosAminoSignDoc,
  CosmosStdSignature,
} from '@airlock/shared-protocol/namespaceWallets'

/** An account as CosmJS `AccountData` has it. */
export type CosmosAccountData = {
  address: string
  algo: 'secp256k1' | 'ethsecp256k1' | 'ed25519' | 'sr25519'
  pubkey: Uint8Array
}

/** A protobuf sign doc as CosmJS (`cosmjs-types` `SignDoc`) has it. */
export type CosmosSignDoc = {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}

/** CosmJS's `OfflineAminoSigner`, as `getOfflineSignerOnlyAmino()` gives it. */
export type CosmosAminoSigner = {
  getAccounts: () => Promise<CosmosAccountData[]>
  signAmino: (
    signerAddress: string,
    signDoc: CosmosAminoSignDoc,
  ) => Promise<{ signed: CosmosAminoSignDoc; signature: CosmosStdSignature }>
}

/**
 * The cosmos signer of `modal.getProvider('cosmos')`: a CosmJS offline signer (`getAccounts`,
 * `signDirect`, `signAmino`) that `SigningStargateClient.connectWithSigner` takes as it is, plus
 * ADR-036 `signArbitrary` and an amino-only variant, as Keplr's `getOfflineSigner` gives them.
 * Each call goes to whichever cosmos wallet the visitor connected in the modal (a host wallet or a
 * WalletConnect wallet), on the chain of the sign doc. Failures reject with an AirlockError
 * (`USER_REJECTED`, `REQUEST_PENDING`, `CONNECTOR_NOT_FOUND`, `INVALID_PARAMS`, …).
 *
 * @example
 * ```ts
 * const signer = modal.getProvider('cosmos')
 * const client = await SigningStargateClient.connectWithSigner(rpcUrl, signer)
 * const [{ address }] = await signer.getAccounts()
 * await client.sendTokens(address, to, [{ denom: 'uatom', amount: '1' }], 'auto')
 * ```
 */
export type ModalCosmosProvider = CosmosAminoSigner & {
  /** The connected cosmos address (bech32), if a cosmos account is connected in the modal. */
  readonly address: string | undefined
  /**
   * The accounts on the connected cosmos chain (or the modal's active cosmos network); with none
   * connected, the modal opens on Connect for cosmos and this resolves once the visitor connects a
   * cosmos wallet (closing the modal declines: `USER_REJECTED`).
   */
  getAccounts: () => Promise<CosmosAccountData[]>
  /** Signs a protobuf sign doc (SIGN_MODE_DIRECT) on its `chainId`. */
  signDirect: (
    signerAddress: string,
    signDoc: CosmosSignDoc,
  ) => Promise<{ signed: CosmosSignDoc; signature: CosmosStdSignature }>
  /** Signs `data` off-chain as ADR-036 has it (`sign/MsgSignData`), on the connected chain. */
  signArbitrary: (signer: string, data: string) => Promise<CosmosStdSignature>
  /** The same signer without `signDirect`, for apps and chains that sign amino only (Ledger). */
  getOfflineSignerOnlyAmino: () => CosmosAminoSigner
}
