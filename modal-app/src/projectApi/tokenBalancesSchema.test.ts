import { describe, expect, test } from 'vitest'
import { tokenBalancesSchema } from './tokenBalancesSchema.ts'

const native = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 25,
  price: 2500,
  quantity: { decimals: '18', numeric: '0.01' },
  iconUrl: '',
}

describe('tokenBalancesSchema', () => {
  test('default: the native coin without an address and a token with one', () => {
    const token = {
      ...native,
      symbol: 'ADT',
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    }
    expect(tokenBalancesSchema.parse({ balances: [native, token] }).balances).toEqual([
      native,
      token,
    ])
  })

  test('error: malformed entries are refused, not shown', () => {
    for (const entry of [
      { ...native, quantity: { decimals: '18', numeric: '-1' } },
      { ...native, quantity: { decimals: '18', numeric: '1e18' } },
      { ...native, quantity: { decimals: 'x', numeric: '1' } },
      { ...native, price: -1 },
      { ...native, value: Number.NaN },
      { ...native, symbol: 'S'.repeat(33) },
      { ...native, name: undefined },
    ]) {
      expect(tokenBalancesSchema.safeParse({ balances: [entry] }).success).toBe(false)
    }
    expect(tokenBalancesSchema.safeParse([native]).success).toBe(false)
    expect(
      tokenBalancesSchema.safeParse({ balances: Array.from({ length: 501 }, () => native) })
        .success,
    ).toBe(false)
  })
})
