import { expect, test } from 'vitest'
import { formatUsd } from './formatUsd.ts'

test('§5 display: USD rounded to 2 decimals', () => {
  expect(formatUsd(12.346)).toBe('12.35')
  expect(formatUsd('7')).toBe('7.00')
  expect(formatUsd(undefined)).toBe('0.00')
  expect(formatUsd('not a number')).toBe('0.00')
})

test('display: thousands are grouped, as dollar amounts are read', () => {
  expect(formatUsd(24_999_997.5)).toBe('24,999,997.50')
  expect(formatUsd(999.999)).toBe('1,000.00')
})
