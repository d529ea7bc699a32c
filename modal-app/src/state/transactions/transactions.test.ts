import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setCaipAddress } from '../account.ts'
import { initializeChains } from '../chain.ts'
import { setOptions } from '../options.ts'
import { snackbarAtom } from '../snackbar.ts'
import { testNetwork } from '../testing.ts'
import { recordEvents } from '../testingEvents.ts'
import { transactionsAtom, transactionsErrorAtom } from '../transactions.ts'
import type { Transaction } from '../validation/Transaction.ts'
import { fetchTransactions, type TransactionsFetcher } from './fetchTransactions.ts'
import { groupTransactions } from './groupTransactions.ts'

const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

function tx(id: string, minedAt: string, options: { chain?: string; spam?: boolean } = {}) {
  return {
    id,
    metadata: {
      minedAt,
      chain: options.chain ?? 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: address,
      sentTo: '0x1',
    },
    transfers: [
      options.spam
        ? { nft_info: { name: 'Free NFT', flags: { is_spam: true } }, quantity: { numeric: '1' } }
        : { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.1' } },
    ],
  } satisfies Transaction
}

function setup() {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  const events = recordEvents(store)
  initializeChains(store, [testNetwork('eip155:1')])
  setCaipAddress(store, `eip155:1:${address}`)
  return { store, events }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('§3 §4 transactions', () => {
  test('§3 transactions: grouped by year then month, newest first', () => {
    const groups = groupTransactions([
      tx('a', '2024-12-31T23:00:00Z'),
      tx('b', '2025-03-01T10:00:00Z'),
      tx('c', '2025-03-20T10:00:00Z'),
      tx('d', '2025-01-05T10:00:00Z'),
      tx('bad', 'not a date'),
    ])
    expect(
      groups.map(({ year, months }) => ({
        year,
        months: months.map(({ month, transactions }) => [month, transactions.map((t) => t.id)]),
      })),
    ).toEqual([
      {
        year: 2025,
        months: [
          [2, ['c', 'b']],
          [0, ['d']],
        ],
      },
      { year: 2024, months: [[11, ['a']]] },
    ])
  })

  test('§4 §7 transactions: fetch sends {account, cursor, onramp, cache, chainId}, loading while it runs', async () => {
    const { store } = setup()
    let loadingDuring = false
    const fetcher = vi.fn<TransactionsFetcher>(async () => {
      loadingDuring = store.get(transactionsAtom).loading
      return { data: [tx('a', '2025-01-01T00:00:00Z')], next: 'page-2' }
    })
    await fetchTransactions(store, fetcher, { onramp: 'coinbase', cache: 'no-cache' })
    expect(fetcher).toHaveBeenCalledWith({
      account: address,
      cursor: undefined,
      onramp: 'coinbase',
      cache: 'no-cache',
      chainId: 'eip155:1',
    })
    expect(loadingDuring).toBe(true)
    expect(store.get(transactionsAtom)).toMatchObject({
      next: 'page-2',
      loading: false,
      empty: false,
    })
  })

  test('§4 transactions: the next page uses the cursor and is appended; no cursor, no call', async () => {
    const { store } = setup()
    const fetcher = vi
      .fn<TransactionsFetcher>()
      .mockResolvedValueOnce({ data: [tx('a', '2025-02-01T00:00:00Z')], next: 'c2' })
      .mockResolvedValueOnce({ data: [tx('b', '2025-01-01T00:00:00Z')], next: null })
    await fetchTransactions(store, fetcher)
    await fetchTransactions(store, fetcher, { more: true })
    expect(fetcher.mock.calls[1]?.[0].cursor).toBe('c2')
    expect(store.get(transactionsAtom).transactions.map((t) => t.id)).toEqual(['a', 'b'])
    expect(store.get(transactionsAtom).next).toBeUndefined()
    await fetchTransactions(store, fetcher, { more: true })
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  test('§5 transactions: spam-NFT-only transactions are hidden and only the active chain is shown', async () => {
    const { store } = setup()
    await fetchTransactions(store, async () => ({
      data: [
        tx('keep', '2025-01-01T00:00:00Z'),
        tx('spam', '2025-01-02T00:00:00Z', { spam: true }),
        tx('polygon', '2025-01-03T00:00:00Z', { chain: 'eip155:137' }),
      ],
    }))
    expect(store.get(transactionsAtom).transactions.map((t) => t.id)).toEqual(['keep'])
  })

  test('§4 transactions: empty when there is nothing to show and no next page', async () => {
    const { store } = setup()
    await fetchTransactions(store, async () => ({ data: [] }))
    expect(store.get(transactionsAtom)).toMatchObject({ empty: true, next: undefined })
  })

  test("§8 transactions: a failure shows 'Failed to fetch transactions', marks the list empty, clears the cursor and is tracked", async () => {
    const { store, events } = setup()
    await fetchTransactions(store, async () => ({
      data: [tx('a', '2025-01-01T00:00:00Z')],
      next: 'c2',
    }))
    await fetchTransactions(store, async () => {
      throw new Error('HTTP status code: 500')
    })
    expect(store.get(transactionsAtom)).toMatchObject({
      transactions: [],
      empty: true,
      next: undefined,
      loading: false,
    })
    expect(store.get(transactionsErrorAtom)).toBe('Failed to fetch transactions')
    expect(store.get(snackbarAtom)).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to fetch transactions',
    })
    expect(events()).toContainEqual({
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: { address, projectId: 'demo', cursor: undefined, isSmartAccount: false },
      address,
    })
  })

  test('behavior: a next page that fails keeps the rows and the cursor, so it can be asked again', async () => {
    const { store } = setup()
    await fetchTransactions(store, async () => ({
      data: [tx('a', '2025-01-01T00:00:00Z')],
      next: 'c2',
    }))
    const failing = vi.fn(async () => {
      throw new Error('HTTP status code: 500')
    })
    await fetchTransactions(store, failing, { more: true })
    expect(store.get(transactionsAtom)).toMatchObject({ next: 'c2', loading: false, empty: false })
    expect(store.get(transactionsAtom).transactions.map((each) => each.id)).toEqual(['a'])
    expect(store.get(transactionsErrorAtom)).toBe('Failed to fetch transactions')
    await fetchTransactions(store, async () => ({ data: [tx('b', '2024-12-01T00:00:00Z')] }), {
      more: true,
    })
    expect(store.get(transactionsAtom).transactions.map((each) => each.id)).toEqual(['a', 'b'])
    expect(store.get(transactionsErrorAtom)).toBeUndefined()
  })

  test("§8 error: transactions can't be fetched without an accountAddress", async () => {
    const store = createStore()
    const fetcher = vi.fn<TransactionsFetcher>()
    await expect(fetchTransactions(store, fetcher)).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(fetcher).not.toHaveBeenCalled()
  })
})
