import { expect, test } from 'vitest'
import { formatTransferQuantity } from './formatTransferQuantity.ts'

test('§5 display: transfers rounded to 3 decimals', () => {
  expect(formatTransferQuantity('0.12345')).toBe('0.123')
  expect(formatTransferQuantity('5')).toBe('5.000')
})
