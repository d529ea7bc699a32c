import {
  pubkeyToAddress,
  type StdSignature,
  type StdSignDoc,
  serializeSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'

/** The ADR-036 sign doc of `text` for `signer`: a `sign/MsgSignData` on no chain, no fee. */
export function adr036SignDoc(signer: string, text: string): StdSignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [
      {
        type: 'sign/MsgSignData',
        value: { signer, data: toBase64(new TextEncoder().encode(text)) },
      },
    ],
    memo: '',
  }
}

/**
 * Whether a cosmos sign-in signature (the JSON `StdSignature` `{ pub_key, signature }` a wallet's
 * `signArbitrary` answers) is the address's over the text, as ADR-036 defines it: the public key
 * must be the address's (same bech32 prefix), and the secp256k1 signature must verify over the
 * sha256 of the amino JSON of the sign doc holding the text. Malformed input is false.
 */
export async function verifyAdr036(
  address: string,
  text: string,
  signature: string,
): Promise<boolean> {
  try {
    const parsed = JSON.parse(signature) as StdSignature
    const prefix = address.slice(0, address.lastIndexOf('1'))
    if (parsed.pub_key.type !== 'tendermint/PubKeySecp256k1') return false
    if (pubkeyToAddress(parsed.pub_key, prefix) !== address) return false
    return await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(parsed.signature)),
      sha256(serializeSignDoc(adr036SignDoc(address, text))),
      fromBase64(parsed.pub_key.value),
    )
  } catch {
    return false
  }
}
