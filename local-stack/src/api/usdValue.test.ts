import { parseEther, parseUnits } from 'viem'
import { expect, test } from 'vitest'
import { usdValue } from './usdValue.ts'

test('default: amount times price, in dollars', () => {
  expect(usdValue(parseEther('9999.5'), 18, 2500n)).toBe(24998750)
  expect(usdValue(parseEther('0.1'), 18, 2500n)).toBe(250)
  expect(usdValue(parseUnits('1.23', 6), 6, 1n)).toBe(1.23)
})

test('behavior: rounded to the nearest cent, half a cent up', () => {
  expect(usdValue(parseEther('0.000002'), 18, 2500n)).toBe(0.01)
  expect(usdValue(parseEther('0.000001999'), 18, 2500n)).toBe(0)
  expect(usdValue(parseEther('1.234567'), 18, 2500n)).toBe(3086.42)
  expect(usdValue(1n, 18, 2500n)).toBe(0)
  expect(usdValue(7n, 0, 3n)).toBe(21)
})

test('behavior: an unknown price (0) is worth 0', () => {
  expect(usdValue(parseEther('10000'), 18, 0n)).toBe(0)
})
