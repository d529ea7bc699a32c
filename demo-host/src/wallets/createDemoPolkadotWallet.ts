import type { DemoSession } from './createDemoSession.ts'
import { decodeMessageText } from './decodeMessageText.ts'
import { loadOnFirstUse } from './loadOnFirstUse.ts'
import { ProviderErrorCode } from './ProviderErrorCode.ts'
import { ProviderRpcError } from './ProviderRpcError.ts'

/** A polkadot{.js} `SignerPayloadJSON`, the fields the demo wallet encodes. */
export type SignerPayload = Record<string, unknown> & {
  address: string
  method: string
  signedExtensions: string[]
}

/** Parameters of {@link createDemoPolkadotWallet}. */
export type CreateDemoPolkadotWalletParameters = {
  /** The key's secret URI, for example `//Alice`. */
  uri: string
  /** The site's connection and prompts; its `address` must be the key's. */
  session: DemoSession
  /** The account's name, shown to the site. */
  accountName: string
}

/** The `injectedWeb3` entry of a polkadot{.js}-protocol extension. */
export type DemoPolkadotExtension = {
  version: string
  enable: (originName: string) => Promise<{
    accounts: {
      get: () => Promise<Array<{ address: string; name: string; type: 'sr25519' }>>
      subscribe: (
        listener: (accounts: Array<{ address: string; name: string; type: 'sr25519' }>) => void,
      ) => () => void
    }
    signer: {
      signRaw: (raw: { address: string; data: string; type: 'bytes' | 'payload' }) => Promise<{
        id: number
        signature: string
      }>
      signPayload: (payload: SignerPayload) => Promise<{ id: number; signature: string }>
    }
  }>
}

const invalid = (message: string) => new ProviderRpcError(ProviderErrorCode.INVALID_PARAMS, message)
// Loaded with the first request to sign, as the key is: @polkadot/util brings bn.js, whose
// evaluation was most of what this wallet still cost every page showing the demo wallets.
const loadUtil = loadOnFirstUse(() => import('@polkadot/util'))
const loadBlake2 = loadOnFirstUse(async () => (await import('@polkadot/util-crypto')).blake2AsU8a)

/**
 * Encodes a `SignerPayloadJSON` into the bytes a polkadot account signs (the extrinsic payload:
 * call, the signed extensions' extra data, then their implicit data), hashed with blake2-256 when
 * longer than 256 bytes, as the runtime checks it. Knows the signed extensions of current
 * Polkadot SDK chains; an unknown one is refused rather than signed wrong.
 */
export async function encodeSignerPayload(payload: SignerPayload): Promise<Uint8Array> {
  const { bnToU8a, compactToU8a, hexToBn, hexToU8a, isHex, u8aConcat } = await loadUtil()
  const hex = (key: string) => {
    const value = payload[key]
    if (!isHex(value)) throw invalid(`The payload needs ${key} as hex.`)
    return value
  }
  const u32 = (key: string) => bnToU8a(hexToBn(hex(key)), { bitLength: 32, isLe: true })
  const extra: Uint8Array[] = []
  const implicit: Uint8Array[] = []
  for (const extension of payload.signedExtensions) {
    switch (extension) {
      // No data, explicit or implicit (AuthorizeCall and WeightReclaim are in the transaction
      // extensions of Polkadot SDK runtimes since 2025; @polkadot/api lists them from metadata).
      case 'AuthorizeCall':
      case 'WeightReclaim':
      case 'CheckNonZeroSender':
      case 'CheckWeight':
      case 'PrevalidateAttests':
      case 'StorageWeightReclaim':
        break
      case 'CheckSpecVersion':
        implicit.push(u32('specVersion'))
        break
      case 'CheckTxVersion':
        implicit.push(u32('transactionVersion'))
        break
      case 'CheckGenesis':
        implicit.push(hexToU8a(hex('genesisHash')))
        break
      case 'CheckMortality':
      case 'CheckEra':
        extra.push(hexToU8a(hex('era')))
        implicit.push(hexToU8a(hex('blockHash')))
        break
      case 'CheckNonce':
        extra.push(compactToU8a(hexToBn(hex('nonce'))))
        break
      case 'ChargeTransactionPayment':
        extra.push(compactToU8a(hexToBn(hex('tip'))))
        break
      case 'ChargeAssetTxPayment':
        extra.push(
          compactToU8a(hexToBn(hex('tip'))),
          isHex(payload.assetId) ? u8aConcat([1], hexToU8a(payload.assetId)) : new Uint8Array([0]),
        )
        break
      case 'CheckMetadataHash':
        extra.push(new Uint8Array([Number(payload.mode ?? 0)]))
        implicit.push(
          isHex(payload.metadataHash)
            ? u8aConcat([1], hexToU8a(payload.metadataHash))
            : new Uint8Array([0]),
        )
        break
      default:
        throw invalid(`The demo wallet cannot encode the signed extension ${extension}.`)
    }
  }
  const bytes = u8aConcat(hexToU8a(hex('method')), ...extra, ...implicit)
  if (bytes.length <= 256) return bytes
  const blake2AsU8a = await loadBlake2()
  return blake2AsU8a(bytes, 256)
}

/**
 * Creates the polkadot demo wallet: a polkadot{.js}-protocol extension (the value a page finds in
 * `window.injectedWeb3[name]`) holding one sr25519 development key. `enable()` connects the site
 * (a prompt, once per site); `signer.signRaw` signs bytes wrapped in `<Bytes>…</Bytes>` and
 * `signer.signPayload` a transaction payload ({@link encodeSignerPayload}; the signature carries
 * its sr25519 type byte, as extensions answer it), each behind a prompt. Errors are
 * ProviderRpcErrors: 4001 rejected, 4100 another account or not connected, -32602 bad input,
 * -32603 when its signing code fails to load.
 */
export function createDemoPolkadotWallet({
  uri,
  session,
  accountName,
}: CreateDemoPolkadotWalletParameters): DemoPolkadotExtension {
  // Loaded with the first signature: importing util-crypto compiles its WASM, which every page
  // showing the demo wallets paid for at load.
  const pair = loadOnFirstUse(async () => {
    const [{ Keyring }, { cryptoWaitReady }] = await Promise.all([
      import('@polkadot/keyring'),
      import('@polkadot/util-crypto'),
    ])
    await cryptoWaitReady()
    return new Keyring({ type: 'sr25519' }).addFromUri(uri)
  })
  const address = session.control.getStatus().account
  const accounts = () =>
    session.isConnected() ? [{ address, name: accountName, type: 'sr25519' as const }] : []
  let id = 0
  return {
    version: '1.0.0',
    async enable() {
      await session.connect()
      return {
        accounts: {
          get: async () => accounts(),
          subscribe(listener) {
            listener(accounts())
            return session.onChange(() => listener(accounts()))
          },
        },
        signer: {
          async signRaw({ address: signer, data, type }) {
            const { hexToU8a, isHex, u8aToHex, u8aWrapBytes } = await loadUtil()
            if (type !== 'bytes' || !isHex(data)) throw invalid('signRaw signs hex bytes only.')
            await session.approve({
              title: 'Sign a message',
              method: 'signRaw',
              account: signer,
              details: [
                { label: 'Message', value: decodeMessageText(hexToU8a(data)), kind: 'code' },
              ],
            })
            const signature = (await pair()).sign(u8aWrapBytes(hexToU8a(data)))
            return { id: ++id, signature: u8aToHex(signature) }
          },
          async signPayload(payload) {
            const bytes = await encodeSignerPayload(payload)
            await session.approve({
              title: 'Sign a transaction',
              method: 'signPayload',
              account: payload.address,
              details: [
                { label: 'Call', value: String(payload.method), kind: 'code' },
                { label: 'Genesis', value: String(payload.genesisHash), kind: 'code' },
              ],
            })
            const signature = (await pair()).sign(bytes, { withType: true })
            return { id: ++id, signature: (await loadUtil()).u8aToHex(signature) }
          },
        },
      }
    },
  }
}
