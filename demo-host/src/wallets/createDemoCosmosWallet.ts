import { base64ToBytes } from '@airlock/shared-protocol/base64'
import { adr036SignDoc } from '@airlock/shared-protocol/namespaceWallets'
import type { AminoSignResponse, StdSignDoc } from '@cosmjs/amino'
import type { DirectSecp256k1Wallet, DirectSignResponse } from '@cosmjs/proto-signing'
import type { DemoSession } from './createDemoSession.ts'
import { loadOnFirstUse } from './loadOnFirstUse.ts'
import { ProviderErrorCode } from './ProviderErrorCode.ts'
import { ProviderRpcError } from './ProviderRpcError.ts'

/** Parameters of {@link createDemoCosmosWallet}. */
export type CreateDemoCosmosWalletParameters = {
  /** The secp256k1 key, 32 bytes hex; the session's address must be its `cosmos1…` address. */
  privateKey: string
  /** Its compressed public key, base64, as `getKey` answers it. */
  publicKey: string
  /** The chain ids the wallet knows, for example `['provider']`. */
  chainIds: readonly string[]
  session: DemoSession
}

type SignDoc = Parameters<DirectSecp256k1Wallet['signDirect']>[1]

/** The Keplr interface of the demo wallet, as a page finds it in `window.keplr`. */
export type DemoCosmosWallet = {
  enable: (chainIds: string | string[]) => Promise<void>
  getKey: (chainId: string) => Promise<{
    name: string
    algo: 'secp256k1'
    pubKey: Uint8Array
    address: Uint8Array
    bech32Address: string
    isNanoLedger: false
  }>
  signArbitrary: (
    chainId: string,
    signer: string,
    data: string | Uint8Array,
  ) => Promise<AminoSignResponse['signature']>
  signAmino: (chainId: string, signer: string, signDoc: StdSignDoc) => Promise<AminoSignResponse>
  signDirect: (chainId: string, signer: string, signDoc: SignDoc) => Promise<DirectSignResponse>
}

/**
 * Creates the cosmos demo wallet: the Keplr interface (`enable`, `getKey`, ADR-036
 * `signArbitrary`, `signAmino`, `signDirect`) over one secp256k1 development key, signing with
 * CosmJS's `Secp256k1Wallet` and `DirectSecp256k1Wallet`, each signature behind the wallet's
 * prompt. Errors are ProviderRpcErrors: 4001 rejected, 4100 another account or not connected,
 * -32602 an unknown chain, -32603 when its signing code fails to load.
 */
export function createDemoCosmosWallet({
  privateKey,
  publicKey,
  chainIds,
  session,
}: CreateDemoCosmosWalletParameters): DemoCosmosWallet {
  // Loaded with the first request to sign: CosmJS, its crypto and protobuf types were the largest
  // part of the code every page showing the demo wallets parsed and ran at load.
  const signing = loadOnFirstUse(async () => {
    const [{ Secp256k1Wallet }, { DirectSecp256k1Wallet }, { fromHex, toBase64 }] =
      await Promise.all([
        import('@cosmjs/amino'),
        import('@cosmjs/proto-signing'),
        import('@cosmjs/encoding'),
      ])
    const key = fromHex(privateKey)
    const [amino, direct] = await Promise.all([
      Secp256k1Wallet.fromKey(key),
      DirectSecp256k1Wallet.fromKey(key),
    ])
    return { amino, direct, toBase64 }
  })
  const pubKey = base64ToBytes(publicKey)
  const known = (chainId: string) => {
    if (!chainIds.includes(chainId)) {
      throw new ProviderRpcError(
        ProviderErrorCode.INVALID_PARAMS,
        `The demo wallet does not know chain ${String(chainId).slice(0, 64)} (it knows ${chainIds.join(', ')}).`,
      )
    }
  }
  const address = session.control.getStatus().account
  return {
    async enable(ids) {
      for (const id of [ids].flat()) known(id)
      await session.connect()
    },
    async getKey(chainId) {
      known(chainId)
      if (!session.isConnected()) await session.connect()
      return {
        name: 'Demo account (development key)',
        algo: 'secp256k1',
        pubKey,
        address: new Uint8Array(),
        bech32Address: address,
        isNanoLedger: false,
      }
    },
    async signArbitrary(chainId, signer, data) {
      known(chainId)
      const { amino, toBase64 } = await signing()
      await session.approve({
        title: 'Sign a message',
        method: 'signArbitrary',
        account: signer,
        details: [
          {
            label: 'Message',
            value: typeof data === 'string' ? data : toBase64(data),
            kind: 'code',
          },
        ],
      })
      return (await amino.signAmino(address, adr036SignDoc(signer, data))).signature
    },
    async signAmino(chainId, signer, signDoc) {
      known(chainId)
      const { amino } = await signing()
      await session.approve({
        title: 'Sign a transaction',
        method: 'signAmino',
        account: signer,
        details: [{ label: 'Sign doc', value: JSON.stringify(signDoc, null, 2), kind: 'code' }],
      })
      return amino.signAmino(address, signDoc)
    },
    async signDirect(chainId, signer, signDoc) {
      known(chainId)
      const { direct, toBase64 } = await signing()
      await session.approve({
        title: 'Sign a transaction',
        method: 'signDirect',
        account: signer,
        details: [
          { label: 'Chain', value: signDoc.chainId },
          { label: 'Body', value: toBase64(signDoc.bodyBytes), kind: 'code' },
        ],
      })
      return direct.signDirect(address, signDoc)
    },
  }
}
