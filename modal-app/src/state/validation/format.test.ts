import { expect, test } from 'vitest'
import { formatBalance, formatTransferQuantity, formatUsd, groupThousands } from './format.ts'

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

test('display: groupThousands groups the whole part only, and keeps every digit', () => {
  expect(groupThousands('1234567.891234')).toBe('1,234,567.891234')
  expect(groupThousands('1000')).toBe('1,000')
  expect(groupThousands('999.5')).toBe('999.5')
  expect(groupThousands('0.000123')).toBe('0.000123')
  expect(groupThousands('123456789012345678901')).toBe('123,456,789,012,345,678,901')
})

test('§5 display: transfers rounded to 3 decimals', () => {
  expect(formatTransferQuantity('0.12345')).toBe('0.123')
  expect(formatTransferQuantity('5')).toBe('5.000')
  expect(formatTransferQuantity('nope')).toBe('0.000')
})

test('display: thousands are grouped, as balances are', () => {
  expect(formatTransferQuantity('10000')).toBe('10,000.000')
  expect(formatTransferQuantity('1000000.0004')).toBe('1,000,000.000')
})

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
