import { createPublicKey, verify } from 'node:crypto'
import { solanaTransferTransaction } from '@airlock/testkit/solanaTransfer'
import { Secp256k1, Secp256k1Signature } from '@cosmjs/crypto'
import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding'
import type { Page } from '@playwright/test'
import { TypeRegistry } from '@polkadot/types'
import { numberToHex, u8aConcat, u8aToHex } from '@polkadot/util'
import { decodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { OutScript, p2wpkh, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { getBase58Encoder, getBase64Encoder } from '@solana/kit'

// The dapp side of the solana, polkadot, bip122 and cosmos providers (`modal.getProvider(…)`) in the demo
// host page, and the transactions the tests have them sign.

/** Bytes and bigints as they cross `page.evaluate` (which has neither). */
export type Wire = { __bytes: number[] } | { __bigint: string }

/** What the dapp's provider call gave: its value, or the error's code, message and data. */
export type Outcome =
  | { ok: unknown }
  | { error: { code: unknown; message: string; data: unknown; name: string } }

export const bytes = (value: Uint8Array): Wire => ({ __bytes: [...value] })
export const bigint = (value: bigint): Wire => ({ __bigint: String(value) })

/**
 * Calls `modal.getProvider(namespace)[method](...args)` in the demo page, as the dapp's library
 * would; `{ __bytes }` and `{ __bigint }` in the arguments become a Uint8Array and a bigint there,
 * and back in the answer.
 */
export function callNamespaceProvider(
  page: Page,
  namespace: 'solana' | 'polkadot' | 'bip122' | 'cosmos',
  method: string,
  args: unknown[],
): Promise<Outcome> {
  return page.evaluate(
    async ({ namespace, method, args }) => {
      const revive = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(revive)
        if (value === null || typeof value !== 'object') return value
        if ('__bytes' in value) return new Uint8Array(value.__bytes as number[])
        if ('__bigint' in value) return BigInt(value.__bigint as string)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]))
      }
      const flatten = (value: unknown): unknown => {
        if (value instanceof Uint8Array) return { __bytes: [...value] }
        if (typeof value === 'bigint') return { __bigint: String(value) }
        if (Array.isArray(value)) return value.map(flatten)
        if (value === null || typeof value !== 'object') return value
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, flatten(v)]))
      }
      const modal = (
        window as unknown as {
          airlockModal: {
            getProvider: (ns: string) => Record<string, (...a: unknown[]) => unknown>
          }
        }
      ).airlockModal
      try {
        const provider = modal.getProvider(namespace)
        return {
          ok: flatten(
            await (provider[method] as (...a: unknown[]) => unknown)(
              ...(revive(args) as unknown[]),
            ),
          ),
        }
      } catch (error) {
        const { code, message, data, name } = error as Record<string, unknown>
        return { error: { code, message: String(message), data, name: String(name) } }
      }
    },
    { namespace, method, args },
  )
}

/** The value of an outcome that must have succeeded. */
export function succeeded<T>(outcome: Outcome): T {
  if ('error' in outcome) throw new Error(`the provider failed: ${JSON.stringify(outcome.error)}`)
  return outcome.ok as T
}

export const toBytes = (wire: unknown) => Uint8Array.from((wire as { __bytes: number[] }).__bytes)

/** What {@link createTestnetPsbt} returns. */
export type TestnetPsbt = {
  /** The unsigned PSBT, base64. */
  psbt: string
  /**
   * Whether input 0 of the signed PSBT (base64) carries the key's SIGHASH_ALL signature over the
   * input's BIP-143 sighash, not finalized.
   */
  verifyInput: (signed: string) => Promise<boolean>
}

/**
 * A PSBT as a dapp builds it: spends a testnet P2WPKH output of the compressed public key (hex)
 * to another address (100000 sat) with change back (49000 sat).
 */
export function createTestnetPsbt(publicKeyHex: string): TestnetPsbt {
  const publicKey = fromHex(publicKeyHex)
  const spend = p2wpkh(publicKey, TEST_NETWORK)
  const amount = 150_000n
  const unsigned = new Transaction()
  unsigned.addInput({
    txid: '4f2a9c1e0b7d3a5c8e6f1b2d4c6a8e0f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b',
    index: 1,
    witnessUtxo: { script: spend.script, amount },
  })
  unsigned.addOutputAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 100_000n, TEST_NETWORK)
  unsigned.addOutputAddress(spend.address as string, 49_000n, TEST_NETWORK)
  return {
    psbt: toBase64(unsigned.toPSBT()),
    async verifyInput(signed) {
      const transaction = Transaction.fromPSBT(fromBase64(signed))
      if (transaction.getInput(0).finalScriptWitness) return false
      const [partial] = transaction.getInput(0).partialSig ?? []
      if (!partial || toHex(partial[0]) !== publicKeyHex) return false
      const der = partial[1]
      if (der.at(-1) !== SigHash.ALL) return false
      const sighash = transaction.preimageWitnessV0(
        0,
        OutScript.encode({ type: 'pkh', hash: spend.hash }),
        SigHash.ALL,
        amount,
      )
      return Secp256k1.verifySignature(
        Secp256k1Signature.fromDer(der.subarray(0, -1)),
        sighash,
        publicKey,
      )
    },
  }
}

/** What {@link createWestendPayload} returns. */
export type WestendPayload = {
  /** The `SignerPayloadJSON` of the transfer, as @polkadot/api hands it to a signer. */
  payload: Record<string, unknown> & { address: string; method: `0x${string}`; version: number }
  /**
   * Whether `signature` is the payload's signer's over the extrinsic payload @polkadot/types
   * encodes from it (hashed when over 256 bytes), which is what the chain verifies. Call after
   * `cryptoWaitReady()`.
   */
  verifies: (signature: `0x${string}`) => boolean
}

/**
 * A Westend `balances.transferKeepAlive` of 1 WND from `address`, as a dapp's `@polkadot/api`
 * hands it to `signer.signPayload`: a mortal era and the transaction extensions of current
 * Polkadot SDK runtimes, as @polkadot/api lists them from Westend's metadata.
 */
export function createWestendPayload(address: string): WestendPayload {
  const registry = new TypeRegistry()
  // AuthorizeCall and WeightReclaim carry no data.
  const signedExtensions = [
    'AuthorizeCall',
    'CheckNonZeroSender',
    'CheckSpecVersion',
    'CheckTxVersion',
    'CheckGenesis',
    'CheckMortality',
    'CheckNonce',
    'CheckWeight',
    'ChargeTransactionPayment',
    'CheckMetadataHash',
    'WeightReclaim',
  ]
  registry.setSignedExtensions(signedExtensions)
  const blockNumber = 24_000_123
  const dest = decodeAddress('5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty')
  // balances (pallet 4) transfer_keep_alive (call 3): MultiAddress::Id(dest), Compact(1 WND).
  const method = u8aToHex(
    u8aConcat([4, 3, 0], dest, registry.createType('Compact<Balance>', 1_000_000_000_000n).toU8a()),
  )
  const payload = {
    address,
    blockHash: '0x3bd5cd1e6b2f5a3e18cfd7a1c6e5fa2b2c88c1e0b6ec1e4ef4ba7e5e1d0c3f11',
    blockNumber: numberToHex(blockNumber, 32),
    era: registry.createType('ExtrinsicEra', { current: blockNumber, period: 64 }).toHex(),
    genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
    metadataHash: undefined,
    method,
    mode: 0,
    nonce: numberToHex(7, 32),
    specVersion: numberToHex(1_018_000, 32),
    tip: numberToHex(0, 128),
    transactionVersion: numberToHex(27, 32),
    signedExtensions,
    version: 4,
    withSignedTransaction: false,
  }
  return {
    payload,
    verifies(signature) {
      const encoded = registry
        .createType('ExtrinsicPayload', payload, { version: payload.version })
        .toU8a({ method: true })
      return signatureVerify(encoded, signature, address).isValid
    },
  }
}

/**
 * An unsigned System transfer of `lamports` (1) from `from` to `to` as the wire bytes a dapp's
 * library hands to `signTransaction`. Without `recentBlockhash` the blockhash is made up: the
 * wallet signs it; nothing sends it.
 */
export function solanaTransferBytes(
  from: string,
  to: string,
  { lamports = 1n, recentBlockhash }: { lamports?: bigint; recentBlockhash?: string } = {},
): Uint8Array {
  const wire = solanaTransferTransaction({
    from,
    to,
    lamports,
    ...(recentBlockhash !== undefined && { recentBlockhash }),
  })
  return new Uint8Array(getBase64Encoder().encode(wire))
}

/** Whether `signature` is the ed25519 signature of the Solana `address` over `message`. */
export function verifiesEd25519(
  signer: string,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  const publicKey = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(getBase58Encoder().encode(signer)).toString('base64url'),
    },
    format: 'jwk',
  })
  return verify(null, message, publicKey, signature)
}
