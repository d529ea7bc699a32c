import { describe, expect, test } from 'vitest'
import { transactionsPageSchema } from './transactionsPageSchema.ts'

const transaction = {
  id: '0x1',
  metadata: {
    minedAt: '2026-11-25T10:00:00.000Z',
    chain: 'eip155:31337',
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers: [
    {
      fungible_info: { symbol: 'ADT', name: 'Airlock Demo Token' },
      quantity: { numeric: '2.5' },
      direction: 'in',
    },
  ],
}

describe('transactionsPageSchema', () => {
  test('default: a page of the reference API passes, extra fields stripped', () => {
    const page = transactionsPageSchema.parse({ data: [transaction], next: 'abc' })
    expect(page.data[0]?.transfers[0]).toEqual({
      fungible_info: { symbol: 'ADT', name: 'Airlock Demo Token' },
      quantity: { numeric: '2.5' },
    })
    expect(transactionsPageSchema.parse({ data: [], next: null }).next).toBeNull()
  })

  test('error: what the list could not render is refused', () => {
    for (const bad of [
      { data: [{ ...transaction, metadata: { ...transaction.metadata, minedAt: 'today' } }] },
      { data: [{ ...transaction, transfers: [{ quantity: { numeric: '1e5' } }] }] },
      { data: [{ ...transaction, id: 7 }] },
      { data: Array.from({ length: 101 }, () => transaction) },
      { next: 'x' },
    ]) {
      expect(transactionsPageSchema.safeParse(bad).success).toBe(false)
    }
  })
})
