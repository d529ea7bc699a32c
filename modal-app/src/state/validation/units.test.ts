import { expect, test } from 'vitest'
import { unitsText } from './units.ts'

test('behavior: amounts read with thousands grouped, up to 6 decimals by default', () => {
  expect(unitsText(1_234_567_891_234_567n, 9)).toBe('1,234,567.891234')
  expect(unitsText(1_234_567_891_234_567n, 9, 9)).toBe('1,234,567.891234567')
  expect(unitsText(10n ** 21n, 18)).toBe('1,000')
  expect(unitsText(412n, 8)).toBe('0.000004')
  expect(unitsText(0n, 18)).toBe('0')
})
