import { adr036SignDoc } from '@airlock/shared-protocol/namespaceWallets'
import { pubkeyToAddress, type StdSignature, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'

/**
 * Whether a cosmos sign-in signature (the JSON `StdSignature` `{ pub_key, signature }` a wallet's
 * `signArbitrary` answers) is the address's over the text, as ADR-036 defines it: the public key
 * must be the address's (same bech32 prefix), and the secp256k1 signature must verify over the
 * sha256 of the amino JSON of the sign doc holding the text (`adr036SignDoc` of
 * `@airlock/shared-protocol/namespaceWallets`). Malformed input is false.
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
