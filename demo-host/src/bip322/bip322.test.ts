import { createHash } from 'node:crypto'
import { DEMO_BITCOIN_ACCOUNT } from '@airlock/testkit/demo'
import { Signer, Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { signBip322, verifyBip322 } from './bip322.ts'

const key = Uint8Array.from(Buffer.from(DEMO_BITCOIN_ACCOUNT.privateKey, 'hex'))
const { address } = DEMO_BITCOIN_ACCOUNT
const TEXT = 'shop.example wants you to sign in with your Bitcoin account:\nSign in ✓'

describe('bip322', () => {
  test('default: a signature bip322-js verifies, and one bip322-js made verifies here', () => {
    const signature = signBip322(key, address, TEXT)
    expect(Verifier.verifySignature(address, TEXT, signature)).toBe(true)
    expect(verifyBip322(address, TEXT, signature)).toBe(true)
    // bip322-js takes the key as WIF (testnet, compressed).
    const theirs = Signer.sign(toWif(key), address, TEXT).toString()
    expect(verifyBip322(address, TEXT, theirs)).toBe(true)
  })

  test('behavior: the BIP-322 test vector of the empty message verifies', () => {
    // From BIP-322: key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k.
    expect(
      verifyBip322(
        'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        '',
        'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      ),
    ).toBe(true)
  })

  test('error: another message, another address or a malformed signature does not verify', () => {
    const signature = signBip322(key, address, TEXT)
    expect(verifyBip322(address, `${TEXT}!`, signature)).toBe(false)
    expect(verifyBip322('tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vauth8gk', TEXT, signature)).toBe(false)
    expect(verifyBip322(address, TEXT, 'not base64')).toBe(false)
    expect(verifyBip322('not an address', TEXT, signature)).toBe(false)
  })
})

/** A compressed testnet WIF of a private key (base58check of 0xef || key || 0x01). */
function toWif(privateKey: Uint8Array): string {
  const payload = Buffer.concat([Buffer.from([0xef]), Buffer.from(privateKey), Buffer.from([1])])
  const checksum = createHash('sha256')
    .update(createHash('sha256').update(payload).digest())
    .digest()
    .subarray(0, 4)
  return base58(Buffer.concat([payload, checksum]))
}

function base58(bytes: Buffer): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = BigInt(`0x${bytes.toString('hex')}`)
  let text = ''
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}
