import { expect, test } from 'vitest'
import type { Transaction } from './Transaction.ts'
import { visibleTransactions } from './visibleTransactions.ts'

test('§5 transactions: all-spam hidden, only the active chain shown', () => {
  const tx = (id: string, chain: string, spam: boolean[]): Transaction => ({
    id,
    metadata: {
      minedAt: '2024-01-01',
      chain,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers: spam.map((is_spam) => ({
      nft_info: { flags: { is_spam } },
      quantity: { numeric: '1' },
    })),
  })
  const list = [
    tx('a', 'eip155:1', [true, true]),
    tx('b', 'eip155:1', [true, false]),
    tx('c', 'eip155:137', [false]),
    tx('d', 'eip155:1', []),
  ]
  expect(visibleTransactions(list, 'eip155:1').map((t) => t.id)).toEqual(['b', 'd'])
})
