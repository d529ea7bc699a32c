import { expect, test } from 'vitest'
import { formatTransferQuantity } from './formatTransferQuantity.ts'

test('§5 display: transfers rounded to 3 decimals', () => {
  expect(formatTransferQuantity('0.12345')).toBe('0.123')
  expect(formatTransferQuantity('5')).toBe('5.000')
  expect(formatTransferQuantity('nope')).toBe('0.000')
})

test('display: thousands are grouped, as balances are', () => {
  expect(formatTransferQuantity('10000')).toBe('10,000.000')
  expect(formatTransferQuantity('1000000.0004')).toBe('1,000,000.000')
})
