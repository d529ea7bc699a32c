import { expect, it } from 'vitest'
import { isEvmCoinType } from './isEvmCoinType.ts'

it.each([
  [60, true],
  [0x80000000 + 1, true],
  [0x80000000 + 31337, true],
  [0xffffffff, true],
  [0x80000000, false],
  [0x100000000, false],
  [0, false],
  [501, false],
  [-60, false],
  [60.5, false],
  [0x80000001 + 0.5, false],
])('args: %d is %s', (coinType, expected) => {
  expect(isEvmCoinType(coinType)).toBe(expected)
})
