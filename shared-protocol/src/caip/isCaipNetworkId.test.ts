import { expect, test } from 'vitest'
import { isCaipNetworkId } from './isCaipNetworkId.ts'

test('default: true for a valid id of a known namespace', () => {
  expect(isCaipNetworkId('eip155:1')).toBe(true)
  expect(isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
})

test('behavior: false, never a throw, for anything else', () => {
  for (const value of ['eip155', 'eip155:1:0xab', 'stellar:pubnet', '', null, 1, {}, 1n]) {
    expect(isCaipNetworkId(value)).toBe(false)
  }
})
