import { useAtomValue, useStore } from 'jotai/react'
import ArrowDownLeft from 'lucide-react/icons/arrow-down-left'
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import FileCode from 'lucide-react/icons/file-code'
import { useEffect } from 'react'
import { loadTransactions } from '../projectApi/loadTransactions.ts'
import { activeAccountAtom } from '../state/account.ts'
import { activeNetworkAtom } from '../state/chain.ts'
import { CHAIN_SUPPORT } from '../state/constants.ts'
import { transactionsAtom, transactionsErrorAtom } from '../state/transactions.ts'
import { formatTransferQuantity } from '../state/validation/format.ts'
import type { Transaction } from '../state/validation/Transaction.ts'
import { visibleTransactions } from '../state/validation/visibleTransactions.ts'
import { AddressName, useAddressNames } from './AddressName.tsx'
import { CryptoLogo, tokenLogo } from './CryptoLogo.tsx'
import { activityLabel } from './format.ts'
import { ListRow } from './ListRow.tsx'
import { Notice } from './Notice.tsx'
import { Spinner } from './Spinner.tsx'

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })
const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
})

/** When a transaction was mined, in UTC as the month groups are ("Mar 1, 10:00"). */
export function activityTime(minedAt: string): string {
  const date = new Date(minedAt)
  return Number.isNaN(date.getTime()) ? '' : when.format(date)
}

const DIRECTIONS = {
  send: { Icon: ArrowUpRight, sign: '−' },
  receive: { Icon: ArrowDownLeft, sign: '+' },
  trade: { Icon: ArrowLeftRight, sign: '' },
} as const

/**
 * What a row's transfer shows as its picture: the token's own logo when the indexer gives it as a
 * data: image (the CSP takes no other), else the known symbol's; undefined draws a monogram.
 */
function transferLogo(transfer: Transaction['transfers'][number] | undefined): string | undefined {
  if (!transfer?.fungible_info) return undefined
  const own = transfer.fungible_info.icon?.url
  if (own?.startsWith('data:image/')) return own
  return tokenLogo(transfer.fungible_info.symbol ?? '')
}

type Transfer = Transaction['transfers'][number]

/**
 * A swap's two sides: the first transfer the account received and the first it paid, when the
 * transaction has both. Undefined for anything else, or when the indexer gives no directions.
 */
export function swapSides(
  transfers: readonly Transfer[],
): { received: Transfer; paid: Transfer } | undefined {
  const received = transfers.find((transfer) => transfer.direction === 'in')
  const paid = transfers.find((transfer) => transfer.direction === 'out')
  return received && paid ? { received, paid } : undefined
}

/**
 * Whom a row names, unless it is a swap (which names what was paid): the sender of what came in,
 * the recipient of anything else.
 */
function counterpart(transaction: Transaction): string {
  const { operationType, sentFrom, sentTo } = transaction.metadata
  return operationType === 'receive' ? sentFrom : sentTo
}

/** A transfer's amount and symbol ("0.004 ETH"). */
function amountText(transfer: Transfer): string {
  const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  return `${formatTransferQuantity(transfer.quantity.numeric)} ${symbol}`.trim()
}

const STATUS_TONES: Record<string, 'success' | 'error' | 'pending'> = {
  confirmed: 'success',
  failed: 'error',
  pending: 'pending',
}

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
 * The transaction history of the active network (spec §3, §4, §5): loading, the fetch error with
 * Try again (a next page's under the rows already shown), empty, or the visible transactions grouped by month, newest first, each a row with the token's
 * logo (a monogram for a token without one) and its direction as a small badge on it (sent,
 * received, swapped), what it was ({@link activityLabel}), from or to whom (its name in the
 * project's name service once looked up, else its short address) and when, the signed
 * amount, and its status. A transaction without a transfer shows its direction alone. Activity exists on the
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
  const visible =
    network && supported ? visibleTransactions(state.transactions, network.caipNetworkId) : []
  // The rows render with addresses; the names of those shown follow as their lookups answer.
  useAddressNames(
    network?.chainNamespace,
    visible.filter((transaction) => !swapSides(transaction.transfers)).map(counterpart),
  )
  if (!network || !supported) {
    return <Notice title="Activity is not available on this network" />
  }
  if (state.loading && visible.length === 0) return <Spinner label="Loading activity" />
  if (error && visible.length === 0) {
    return (
      <Notice tone="error" title={error}>
        <button type="button" className="al-button" onClick={() => void loadTransactions(store)}>
          Try again
        </button>
      </Notice>
    )
  }
  if (visible.length === 0) {
    return <Notice title="No activity yet">Transactions on {network.name} show here.</Notice>
  }
  return (
    <div className="al-stack">
      {groupByMonth(visible).map((group) => (
        <section key={group.label} aria-label={group.label}>
          <h3 className="al-section-label">{group.label}</h3>
          <ul className="al-list-rows">
            {group.items.map((transaction) => {
              const { status, minedAt } = transaction.metadata
              // A swap reads as one: what came in, for what went out. Its first transfer alone
              // showed "Received 9.97 aUSD from" the pool, the ETH paid for it nowhere.
              const swap = swapSides(transaction.transfers)
              const operationType = swap ? 'trade' : transaction.metadata.operationType
              const transfer = swap ? swap.received : transaction.transfers[0]
              const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
              const direction = Object.hasOwn(DIRECTIONS, operationType)
                ? DIRECTIONS[operationType as keyof typeof DIRECTIONS]
                : { Icon: FileCode, sign: '' }
              return (
                <li key={transaction.id}>
                  <ListRow
                    icon={
                      transfer ? (
                        <>
                          <CryptoLogo src={transferLogo(transfer)} name={symbol || '?'} />
                          <span
                            className="al-list-row-badge al-activity-direction"
                            data-direction={operationType}
                          >
                            <direction.Icon size={10} strokeWidth={3} aria-hidden="true" />
                          </span>
                        </>
                      ) : (
                        <span className="al-icon-disc">
                          <direction.Icon size={18} strokeWidth={2.2} aria-hidden="true" />
                        </span>
                      )
                    }
                    title={activityLabel(operationType, 'confirmed')}
                    // What came in names who sent it; anything else, where it went.
                    subtitle={
                      swap ? (
                        `for ${amountText(swap.paid)}`
                      ) : (
                        <>
                          {operationType === 'receive' ? 'from' : 'to'}{' '}
                          <AddressName
                            namespace={network.chainNamespace}
                            address={counterpart(transaction)}
                          />
                        </>
                      )
                    }
                    detail={
                      swap
                        ? `+${amountText(swap.received)}`
                        : transfer
                          ? `${direction.sign}${amountText(transfer)}`
                          : undefined
                    }
                    detailSub={
                      <span className="al-activity-meta">
                        <span data-tone={STATUS_TONES[status] ?? 'pending'}>
                          {status.charAt(0).toUpperCase() + status.slice(1)}
                        </span>{' '}
                        · {activityTime(minedAt)}
                      </span>
                    }
                  />
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      {state.loading ? (
        <Spinner label="Loading more activity" />
      ) : error && state.next !== undefined ? (
        // A next page that failed: the rows above stay, and the same page can be asked again.
        <Notice tone="error" title={error}>
          <button
            type="button"
            className="al-button"
            onClick={() => void loadTransactions(store, { more: true })}
          >
            Try again
          </button>
        </Notice>
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
