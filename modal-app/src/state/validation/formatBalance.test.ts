import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance.ts'

test('§5 display: balance floored to 3 decimals', () => {
  expect(formatBalance('1.23987')).toBe('1.239')
  expect(formatBalance(2)).toBe('2.000')
  expect(formatBalance(0.0009)).toBe('0.000')
  expect(formatBalance(undefined)).toBe('0.000')
  expect(formatBalance('nope')).toBe('0.000')
})
