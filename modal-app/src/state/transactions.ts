import { atom } from 'jotai/vanilla'
import type { Store } from './Store.ts'
import type { Transaction } from './validation/Transaction.ts'

/** The transaction history (spec §4: loading, empty, next cursor). */
export type TransactionsState = {
  transactions: Transaction[]
  next: string | undefined
  loading: boolean
  empty: boolean
}

const initial: TransactionsState = {
  transactions: [],
  next: undefined,
  loading: false,
  empty: false,
}

/**
 * The transaction history of the connected account.
 */
export const transactionsAtom = atom<TransactionsState>(initial)

/**
 * Why the last fetch of the history failed, if it did (spec §8: the list is then marked empty,
 * the cursor cleared, and the visitor told 'Failed to fetch transactions').
 */
export const transactionsErrorAtom = atom<string | undefined>(undefined)

/**
 * Clears the history (on disconnect and connection reset).
 */
export function resetTransactions(store: Store) {
  store.set(transactionsAtom, initial)
  store.set(transactionsErrorAtom, undefined)
}
