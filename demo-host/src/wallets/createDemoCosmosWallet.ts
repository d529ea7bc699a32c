import { adr036SignDoc } from '@airlock/shared-protocol/namespaceWallets'
import { type AminoSignResponse, Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino'
import { fromHex, toBase64 } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet, type DirectSignResponse } from '@cosmjs/proto-signing'
import type { DemoSession } from './createDemoSession.ts'
import { ProviderErrorCode } from './ProviderErrorCode.ts'
import { ProviderRpcError } from './ProviderRpcError.ts'

/** Parameters of {@link createDemoCosmosWallet}. */
export type CreateDemoCosmosWalletParameters = {
  /** The secp256k1 key, 32 bytes hex; the session's address must be its `cosmos1…` address. */
  privateKey: string
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
 * -32602 an unknown chain.
 */
export function createDemoCosmosWallet({
  privateKey,
  chainIds,
  session,
}: CreateDemoCosmosWalletParameters): DemoCosmosWallet {
  const key = fromHex(privateKey)
  const amino = Secp256k1Wallet.fromKey(key)
  const direct = DirectSecp256k1Wallet.fromKey(key)
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
      const [account] = await (await amino).getAccounts()
      if (!account) throw new Error('The demo key has no account.')
      return {
        name: 'Demo account (development key)',
        algo: 'secp256k1',
        pubKey: account.pubkey,
        address: new Uint8Array(),
        bech32Address: account.address,
        isNanoLedger: false,
      }
    },
    async signArbitrary(chainId, signer, data) {
      known(chainId)
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
      return (await (await amino).signAmino(address, adr036SignDoc(signer, data))).signature
    },
    async signAmino(chainId, signer, signDoc) {
      known(chainId)
      await session.approve({
        title: 'Sign a transaction',
        method: 'signAmino',
        account: signer,
        details: [{ label: 'Sign doc', value: JSON.stringify(signDoc, null, 2), kind: 'code' }],
      })
      return (await amino).signAmino(address, signDoc)
    },
    async signDirect(chainId, signer, signDoc) {
      known(chainId)
      await session.approve({
        title: 'Sign a transaction',
        method: 'signDirect',
        account: signer,
        details: [
          { label: 'Chain', value: signDoc.chainId },
          { label: 'Body', value: toBase64(signDoc.bodyBytes), kind: 'code' },
        ],
      })
      return (await direct).signDirect(address, signDoc)
    },
  }
}
