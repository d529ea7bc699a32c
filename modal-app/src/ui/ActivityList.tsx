import { useAtomValue, useStore } from 'jotai/react'
import { useEffect } from 'react'
import { loadTransactions } from '../projectApi/loadTransactions.ts'
import { activeAccountAtom } from '../state/account.ts'
import { activeNetworkAtom } from '../state/chain.ts'
import { CHAIN_SUPPORT } from '../state/constants.ts'
import { transactionsAtom, transactionsErrorAtom } from '../state/transactions.ts'
import { formatTransferQuantity } from '../state/validation/format.ts'
import type { Transaction } from '../state/validation/Transaction.ts'
import { visibleTransactions } from '../state/validation/visibleTransactions.ts'
import { activityLabel, shortAddress } from './format.ts'
import { Notice } from './Notice.tsx'
import { Spinner } from './Spinner.tsx'

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })

function groupByMonth(transactions: readonly Transaction[]) {
  const groups = new Map<string, { label: string; items: Transaction[] }>()
  const sorted = [...transactions].sort((a, b) =>
    b.metadata.minedAt.localeCompare(a.metadata.minedAt),
  )
  for (const transaction of sorted) {
    const date = new Date(transaction.metadata.minedAt)
    const key = `${date.getUTCFullYear()}-${date.getUTCMonth()}`
    const group = groups.get(key) ?? {
      label: `${monthName.format(date)} ${date.getUTCFullYear()}`,
      items: [],
    }
    group.items.push(transaction)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/**
 * The transaction history of the active network (spec §3, §4, §5): loading, the fetch error,
 * empty, or the visible transactions grouped by month, newest first, each saying what it was
 * ({@link activityLabel}), how much of what, and from or to whom. Activity exists on the
 * namespaces of `CHAIN_SUPPORT.activity` only.
 */
export function ActivityList() {
  const store = useStore()
  const network = useAtomValue(activeNetworkAtom)
  const caipAddress = useAtomValue(activeAccountAtom).caipAddress
  const state = useAtomValue(transactionsAtom)
  const error = useAtomValue(transactionsErrorAtom)
  const supported =
    network !== undefined &&
    (CHAIN_SUPPORT.activity as readonly string[]).includes(network.chainNamespace)
  // The first page, each time the list is shown and whenever the account or its network changes.
  useEffect(() => {
    if (supported && caipAddress !== undefined) void loadTransactions(store)
  }, [store, supported, caipAddress])
  if (!network || !supported) {
    return <Notice title="Activity is not available on this network" />
  }
  if (error) return <Notice tone="error" title={error} />
  const visible = visibleTransactions(state.transactions, network.caipNetworkId)
  if (state.loading && visible.length === 0) return <Spinner label="Loading activity" />
  if (visible.length === 0) {
    return <Notice title="No activity yet">Transactions on {network.name} show here.</Notice>
  }
  return (
    <div className="al-stack">
      {groupByMonth(visible).map((group) => (
        <section key={group.label} aria-label={group.label}>
          <h3 className="al-section-label">{group.label}</h3>
          <ul className="al-list">
            {group.items.map((transaction) => {
              const transfer = transaction.transfers[0]
              const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
              return (
                <li key={transaction.id} className="al-row al-row-static">
                  <span className="al-row-main">
                    {activityLabel(transaction.metadata.operationType, transaction.metadata.status)}
                  </span>
                  <span className="al-row-meta">
                    {transfer
                      ? `${formatTransferQuantity(transfer.quantity.numeric)} ${symbol} `
                      : ''}
                    {/* What came in names who sent it; anything else, where it went. */}
                    {transaction.metadata.operationType === 'receive'
                      ? `from ${shortAddress(transaction.metadata.sentFrom)}`
                      : `to ${shortAddress(transaction.metadata.sentTo)}`}
                  </span>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      {state.loading ? (
        <Spinner label="Loading more activity" />
      ) : state.next !== undefined ? (
        <button
          type="button"
          className="al-button al-button-block"
          onClick={() => void loadTransactions(store, { more: true })}
        >
          Load more
        </button>
      ) : null}
    </div>
  )
}
