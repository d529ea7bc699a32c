import type { Transaction } from '../validation/Transaction.ts'

/** One month of the history. `month` is 0 (January) to 11, in UTC. */
type TransactionMonth<T extends Transaction = Transaction> = {
  month: number
  transactions: T[]
}

/** One year of the history, its months newest first. */
export type TransactionYear<T extends Transaction = Transaction> = {
  year: number
  months: Array<TransactionMonth<T>>
}

/**
 * Groups transactions by year then month (spec §3), newest first at every level, by the UTC time
 * they were mined. Transactions with an unreadable `minedAt` are left out.
 */
export function groupTransactions<T extends Transaction>(
  transactions: readonly T[],
): Array<TransactionYear<T>> {
  const dated = transactions
    .map((transaction) => ({ transaction, time: Date.parse(transaction.metadata.minedAt) }))
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => b.time - a.time)
  const years: Array<TransactionYear<T>> = []
  for (const { transaction, time } of dated) {
    const date = new Date(time)
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    let yearGroup = years.at(-1)
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] }
      years.push(yearGroup)
    }
    let monthGroup = yearGroup.months.at(-1)
    if (monthGroup?.month !== month) {
      monthGroup = { month, transactions: [] }
      yearGroup.months.push(monthGroup)
    }
    monthGroup.transactions.push(transaction)
  }
  return years
}
