import { describe, expect, test } from 'vitest'
import {
  base58,
  deriveAddresses,
  deriveEvmPrivateKey,
  deriveSolanaPrivateKey,
  mnemonicToSeed,
  secretToMnemonic,
} from './deriveKeys.ts'

const mnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

describe('derivation against known vectors', () => {
  test('default: the all-zero entropy is the abandon … about phrase', () => {
    expect(secretToMnemonic(new Uint8Array(16))).toBe(mnemonic)
  })

  test("default: m/44'/60'/0'/0/0 is MetaMask's first account of the phrase", async () => {
    const seed = await mnemonicToSeed(mnemonic)
    expect(deriveAddresses(seed).eip155).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(deriveEvmPrivateKey(seed)).toBe(
      '0x1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727',
    )
  })

  test("default: m/44'/501'/0'/0' is Phantom's first account of the phrase", async () => {
    const seed = await mnemonicToSeed(mnemonic)
    expect(deriveAddresses(seed).solana).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
    expect(deriveSolanaPrivateKey(seed)).toHaveLength(32)
  })
})

test('behavior: base58 keeps leading zero bytes as 1s', () => {
  expect(base58(new Uint8Array([0, 0, 1]))).toBe('112')
  expect(base58(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
})
