import { expect, test } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.ts'

test('§5 Solana address: 32 to 44 base58 characters', () => {
  expect(isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
  expect(isSolanaAddress('1'.repeat(32))).toBe(true)
  expect(isSolanaAddress('1'.repeat(31))).toBe(false)
  expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  expect(isSolanaAddress(`0${'1'.repeat(40)}`)).toBe(false) // 0 is not base58
  expect(isSolanaAddress(`O${'1'.repeat(40)}`)).toBe(false)
})
