import { expect, test } from 'vitest'
import { dropLowQualityBalances } from './dropLowQualityBalances.ts'

test('§5 balances: zero decimals are dropped', () => {
  const kept = { symbol: 'USDC', quantity: { decimals: '6', numeric: '1' } }
  const dropped = { symbol: 'JUNK', quantity: { decimals: '0', numeric: '5' } }
  expect(dropLowQualityBalances([kept, dropped])).toEqual([kept])
})
