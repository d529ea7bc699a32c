import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance.ts'

test('§5 display: balance floored to 3 decimals', () => {
  expect(formatBalance('1.23987')).toBe('1.239')
  expect(formatBalance(2)).toBe('2.000')
  expect(formatBalance(0.0009)).toBe('0.000')
  expect(formatBalance(undefined)).toBe('0.000')
  expect(formatBalance('nope')).toBe('0.000')
})

test('display: thousands are grouped, also past the precision of a number', () => {
  expect(formatBalance('9999.9999')).toBe('9,999.999')
  expect(formatBalance('999.9999')).toBe('999.999')
  expect(formatBalance(1_000_000)).toBe('1,000,000.000')
  expect(formatBalance('123456789012345678901.5')).toBe('123,456,789,012,345,678,901.500')
})
