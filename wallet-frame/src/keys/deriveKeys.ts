// Keys derive from the BIP-39 phrase of the secret, as the wallets a visitor may move to
// derive them (MetaMask: BIP-44 m/44'/60'/0'/0/0; Phantom: SLIP-0010 m/44'/501'/0'/0').

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { ed25519 } from '@noble/curves/ed25519'
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha512'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { bytesToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/** The 12-word recovery phrase of the secret (its BIP-39 entropy). */
export const secretToMnemonic = (secret: Uint8Array): string => entropyToMnemonic(secret, wordlist)

/**
 * The BIP-39 seed of a phrase (no BIP-39 passphrase, as wallets import it): PBKDF2-HMAC-SHA512,
 * 2048 rounds, through WebCrypto because the same rounds in JavaScript take seconds per signature.
 */
export async function mnemonicToSeed(mnemonic: string): Promise<Uint8Array> {
  const encode = (text: string) => new TextEncoder().encode(text.normalize('NFKD'))
  const key = await crypto.subtle.importKey('raw', encode(mnemonic), 'PBKDF2', false, [
    'deriveBits',
  ])
  const salt = encode('mnemonic')
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-512', salt, iterations: 2048 },
    key,
    512,
  )
  return new Uint8Array(bits)
}

/** The EVM private key at BIP-44 m/44'/60'/0'/0/0, as 0x hex. */
export function deriveEvmPrivateKey(seed: Uint8Array): `0x${string}` {
  const key = HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'/0/0").privateKey
  if (!key) throw new AirlockError(ErrorCode.INTERNAL, 'The EVM key could not be derived.')
  return bytesToHex(key)
}

const hardened = 0x80000000

/** The ed25519 private key (32 bytes) at SLIP-0010 m/44'/501'/0'/0', Phantom's first account. */
export function deriveSolanaPrivateKey(seed: Uint8Array): Uint8Array {
  let node = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const index of [44, 501, 0, 0]) {
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, index + hardened)
    node = hmac(sha512, node.subarray(32), data)
  }
  return node.slice(0, 32)
}

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet), how Solana writes addresses and exported keys. */
export function base58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = base58Alphabet[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

/** The wallet's public addresses, from its seed. */
export function deriveAddresses(seed: Uint8Array): { eip155: `0x${string}`; solana: string } {
  return {
    eip155: privateKeyToAddress(deriveEvmPrivateKey(seed)),
    solana: base58(ed25519.getPublicKey(deriveSolanaPrivateKey(seed))),
  }
}
