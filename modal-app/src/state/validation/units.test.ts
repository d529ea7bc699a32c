import { expect, test } from 'vitest'
import { QUOTE_DIGITS, unitsText } from './units.ts'

test('behavior: amounts read with thousands grouped, up to 6 decimals by default', () => {
  expect(unitsText(1_234_567_891_234_567n, 9)).toBe('1,234,567.891234')
  expect(unitsText(1_234_567_891_234_567n, 9, 9)).toBe('1,234,567.891234567')
  expect(unitsText(10n ** 21n, 18)).toBe('1,000')
  expect(unitsText(412n, 8)).toBe('0.000004')
  expect(unitsText(0n, 18)).toBe('0')
})

test('behavior: QUOTE_DIGITS keeps 6 significant digits, floored, the whole part in full (regression: a quote of 1,244.998753 aUSD was cut off on a phone)', () => {
  expect(unitsText(1_244_998_753n, 6, QUOTE_DIGITS)).toBe('1,244.99')
  expect(unitsText(2_489_997_572n, 6, QUOTE_DIGITS)).toBe('2,489.99')
  expect(unitsText(996_006_981n, 6, QUOTE_DIGITS)).toBe('996.006')
  expect(unitsText(1_234_567_890_000n, 6, QUOTE_DIGITS)).toBe('1,234,567')
  expect(unitsText(401_606_425_702_811n, 18, QUOTE_DIGITS)).toBe('0.000401606')
  expect(unitsText(412n, 8, QUOTE_DIGITS)).toBe('0.00000412')
  expect(unitsText(1_500_000n, 6, QUOTE_DIGITS)).toBe('1.5')
  expect(unitsText(0n, 18, QUOTE_DIGITS)).toBe('0')
})
