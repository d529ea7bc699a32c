import { createStore } from 'jotai/vanilla'
import { describe, expect, test } from 'vitest'
import { resetTransactions, transactionsAtom, transactionsErrorAtom } from './transactions.ts'

describe('§4 transactions', () => {
  test('§4 transactions: reset clears the list, the cursor and the fetch error', () => {
    const store = createStore()
    store.set(transactionsAtom, { transactions: [], next: 'abc', loading: true, empty: false })
    store.set(transactionsErrorAtom, 'Failed to fetch transactions')
    resetTransactions(store)
    expect(store.get(transactionsAtom)).toEqual({
      transactions: [],
      next: undefined,
      loading: false,
      empty: false,
    })
    expect(store.get(transactionsErrorAtom)).toBeUndefined()
  })
})
