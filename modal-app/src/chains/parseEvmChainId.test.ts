import { expect, test } from 'vitest'
import { parseEvmChainId } from './parseEvmChainId.ts'

test('default: hex, decimal strings and numbers', () => {
  expect(parseEvmChainId('0x7a69')).toBe('31337')
  expect(parseEvmChainId('0X89')).toBe('137')
  expect(parseEvmChainId('10')).toBe('10')
  expect(parseEvmChainId(1)).toBe('1')
})

test('error: anything else is undefined', () => {
  for (const value of [
    '0x',
    '0x0',
    0,
    -1,
    1.5,
    'eip155:1',
    '',
    null,
    undefined,
    {},
    `0x${'f'.repeat(20)}`,
  ]) {
    expect(parseEvmChainId(value)).toBeUndefined()
  }
})
