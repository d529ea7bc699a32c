import { getBase58Codec } from '@solana/kit'
import { expect, test } from 'vitest'
import { fromBase58 } from './encoding.ts'

// @solana/kit's codec is the reference: its `decode` writes bytes as base58, its `encode` reads it.
const base58 = getBase58Codec()

/** Bytes that vary at every position, from a fixed seed (no two runs differ). */
function sampleBytes(length: number, seed: number): Uint8Array {
  return new Uint8Array(length).map((_, i) => (i * 7919 + seed * 104_729 + 13) % 256)
}

test('default: decodes a Solana address into its 32-byte public key', () => {
  const address = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
  expect(fromBase58(address)).toEqual(new Uint8Array(base58.encode(address)))
  expect(fromBase58(address)).toHaveLength(32)
  expect(fromBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
})

test('behavior: each leading "1" is a leading zero byte', () => {
  expect(Array.from(fromBase58('1112'))).toEqual([0, 0, 0, 1])
  expect(Array.from(fromBase58('1'))).toEqual([0])
  expect(Array.from(fromBase58('15R'))).toEqual([0, 1, 0])
})

test('behavior: empty input is no bytes', () => {
  expect(fromBase58('')).toEqual(new Uint8Array(0))
})

test('behavior: round-trips bytes of every length up to 100 and a few longer, with and without leading zeros', () => {
  const lengths = [...Array.from({ length: 101 }, (_, length) => length), 128, 200, 257]
  for (const length of lengths) {
    for (const zeros of [0, 1, 3]) {
      const bytes = sampleBytes(length, length)
      bytes.fill(0, 0, Math.min(zeros, length))
      expect(fromBase58(base58.decode(bytes))).toEqual(bytes)
    }
  }
})

test('regression: a 10 KB input decodes and round-trips (the per-digit decoder was quadratic)', () => {
  const bytes = sampleBytes(10_240, 7)
  bytes[0] = 0
  const text = base58.decode(bytes)
  expect(text.length).toBeGreaterThan(13_000)
  expect(fromBase58(text)).toEqual(bytes)
})

test('error: a character outside the alphabet is INVALID_PARAMS and names the input', () => {
  for (const char of ['0', 'O', 'I', 'l', '+', ' ', 'é']) {
    expect(() => fromBase58(`2${char}2`)).toThrow(`Expected a base58 address, not "2${char}2".`)
  }
  expect(() => fromBase58('0OIl')).toThrowErrorMatchingInlineSnapshot(
    `[AirlockError: Expected a base58 address, not "0OIl".]`,
  )
  // A long input is clipped in the message; the bad character may come last.
  expect(() => fromBase58(`${'2'.repeat(100)}0`)).toThrow(
    expect.objectContaining({
      code: 'INVALID_PARAMS',
      message: `Expected a base58 address, not "${'2'.repeat(64)}".`,
    }),
  )
})
