import { expect, test } from 'vitest'
import { formatUsd } from './formatUsd.ts'

test('§5 display: USD rounded to 2 decimals', () => {
  expect(formatUsd(12.346)).toBe('12.35')
  expect(formatUsd(undefined)).toBe('0.00')
})
