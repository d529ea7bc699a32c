// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  initializeChains,
  setCaipAddress,
  type Transaction,
  transactionsAtom,
  transactionsErrorAtom,
} from '../../state/index.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Activity } from './Activity.tsx'

afterEach(cleanup)

const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

function connected(network: `${'eip155' | 'solana'}:${string}` = 'eip155:1') {
  const store = testStore()
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330' })
  initializeChains(store, [testNetwork(network)])
  setCaipAddress(
    store,
    `${network}:${network.startsWith('solana') ? '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' : address}`,
  )
  return store
}

function transaction(id: string, minedAt: string, chain = 'eip155:1', spam = false): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: address,
      sentTo: address,
    },
    transfers: [
      spam
        ? { nft_info: { name: 'Spam', flags: { is_spam: true } }, quantity: { numeric: '1' } }
        : { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.12345' } },
    ],
  }
}

describe('Activity', () => {
  test('behavior: without the project API (no indexer) the view says activity is not enabled', () => {
    const store = connected()
    store.set(projectServicesAtom, { apiUrl: undefined })
    renderView(<Activity />, store)
    expect(screen.getByText('This project has not enabled the activity list.')).toBeTruthy()
  })

  test('default: without an account', () => {
    const store = testStore()
    store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330' })
    renderView(<Activity />, store)
    expect(screen.getByText('No account connected')).toBeTruthy()
  })

  test('behavior: loading, then empty, then the fetch error', () => {
    const store = connected()
    store.set(transactionsAtom, { transactions: [], next: undefined, loading: true, empty: false })
    renderView(<Activity />, store)
    expect(screen.getByRole('status').textContent).toBe('Loading activity')
    cleanup()
    store.set(transactionsAtom, { transactions: [], next: undefined, loading: false, empty: true })
    renderView(<Activity />, store)
    expect(screen.getByText('No activity yet')).toBeTruthy()
    cleanup()
    store.set(transactionsErrorAtom, 'Failed to fetch transactions')
    renderView(<Activity />, store)
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch transactions')
  })

  test('behavior: grouped by month, newest first; spam and other chains hidden', () => {
    const store = connected()
    store.set(transactionsAtom, {
      transactions: [
        transaction('a', '2025-01-05T10:00:00Z'),
        transaction('b', '2025-03-01T10:00:00Z'),
        transaction('c', '2025-03-02T10:00:00Z', 'eip155:1', true),
        transaction('d', '2025-03-03T10:00:00Z', 'eip155:10'),
      ],
      next: undefined,
      loading: false,
      empty: false,
    })
    renderView(<Activity />, store)
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'March 2025',
      'January 2025',
    ])
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('0.123 ETH')
  })

  test('behavior: not offered outside EVM', () => {
    renderView(<Activity />, connected('solana:abc'))
    expect(screen.getByText('Activity is not available on this network')).toBeTruthy()
  })
})
