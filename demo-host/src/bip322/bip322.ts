// BIP-322 "simple" message signatures of P2WPKH addresses, on @scure/btc-signer: the demo mobile
// wallet signs with them and the demo page checks sign-ins with them. bip322-js (the reference a
// dapp's server would use, see docs/embed.md) needs Node's Buffer, which a browser page lacks; the
// tests check both ways against it.

import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import {
  Address,
  NETWORK,
  OutScript,
  RawWitness,
  Script,
  SigHash,
  TEST_NETWORK,
  Transaction,
} from '@scure/btc-signer'
import { hash160, tagSchnorr } from '@scure/btc-signer/utils.js'

const TAG = 'BIP0322-signed-message'

/** The network whose addresses the address is one of, by its prefix. */
function networkOf(address: string) {
  return /^(bc1|[13])/i.test(address) ? NETWORK : TEST_NETWORK
}

/** The BIP-322 `to_sign` transaction of a message for an address, not yet signed. */
function toSign(address: string, message: string): Transaction {
  const script = OutScript.encode(Address(networkOf(address)).decode(address))
  const messageHash = tagSchnorr(TAG, new TextEncoder().encode(message))
  const toSpend = new Transaction({
    version: 0,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  // The output first: an input with its script already final would lock the outputs.
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', messageHash]),
  })
  const signing = new Transaction({ version: 0, allowUnknownOutputs: true })
  signing.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
  })
  signing.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return signing
}

/**
 * Signs a message for a P2WPKH address with its private key: the base64 witness of BIP-322's
 * `to_sign` transaction (the "simple" signature).
 *
 * @throws Error when the address is not the key's P2WPKH address.
 */
export function signBip322(privateKey: Uint8Array, address: string, message: string): string {
  const signing = toSign(address, message)
  signing.signIdx(privateKey, 0, [SigHash.ALL])
  signing.finalizeIdx(0)
  const witness = signing.getInput(0).finalScriptWitness
  if (!witness) throw new Error(`${address} is not a P2WPKH address of this key.`)
  return base64.encode(RawWitness.encode(witness))
}

/**
 * Whether a base64 BIP-322 simple signature is the P2WPKH address's over the message: the witness
 * is `[DER signature + sighash byte, compressed public key]`, the key hashes to the address, and
 * the signature verifies over the BIP-143 digest of `to_sign`. Other address types are refused
 * (false), as are malformed signatures.
 */
export function verifyBip322(address: string, message: string, signature: string): boolean {
  try {
    const decoded = Address(networkOf(address)).decode(address)
    if (decoded.type !== 'wpkh') return false
    const witness = RawWitness.decode(base64.decode(signature))
    const [signed, publicKey] = witness
    if (witness.length !== 2 || !signed || !publicKey || publicKey.length !== 33) return false
    if (!equal(hash160(publicKey), decoded.hash)) return false
    const hashType = signed[signed.length - 1] ?? -1
    if (hashType !== SigHash.ALL) return false
    const digest = toSign(address, message).preimageWitnessV0(
      0,
      OutScript.encode({ type: 'pkh', hash: decoded.hash }),
      hashType,
      0n,
    )
    return secp256k1.verify(signed.subarray(0, -1), digest, publicKey, {
      format: 'der',
      prehash: false,
      lowS: true,
    })
  } catch {
    return false
  }
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
