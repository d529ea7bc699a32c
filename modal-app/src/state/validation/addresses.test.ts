import { expect, test } from 'vitest'
import { isEvmAddress, isSolanaAddress, sameAddress } from './addresses.ts'

test('§5 EVM address: 40 hex digits with an optional 0x', () => {
  expect(isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
  expect(isEvmAddress('ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
  expect(isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcd')).toBe(false)
  expect(isEvmAddress('0xzb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(false)
})

test('§5 Solana address: 32 to 44 base58 characters', () => {
  expect(isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
  expect(isSolanaAddress('1'.repeat(32))).toBe(true)
  expect(isSolanaAddress('1'.repeat(31))).toBe(false)
  expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  expect(isSolanaAddress(`0${'1'.repeat(40)}`)).toBe(false) // 0 is not base58
  expect(isSolanaAddress(`O${'1'.repeat(40)}`)).toBe(false)
})

test('sameAddress: an EVM address in another case is the same; a base58 one is not', () => {
  expect(
    sameAddress(
      '0xAB16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
      '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    ),
  ).toBe(true)
  expect(
    sameAddress(
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      '7s3p4hxjpyyiggzodywhtcxzyuqe9jibmhyrwxaraakv',
    ),
  ).toBe(false)
})
