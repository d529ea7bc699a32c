import { atom } from 'jotai/vanilla'
import { transactionsAtom } from '../transactions.ts'
import { groupTransactions } from './groupTransactions.ts'

/**
 * The stored history grouped by year then month, newest first (spec §3).
 *
 * @example
 * ```ts
 * store.get(groupedTransactionsAtom)[0]?.year
 * ```
 */
export const groupedTransactionsAtom = atom((get) =>
  groupTransactions(get(transactionsAtom).transactions),
)
