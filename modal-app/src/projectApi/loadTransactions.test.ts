import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { setCaipAddress } from '../state/account.ts'
import { initializeChains } from '../state/chain.ts'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { testNetwork } from '../state/testing.ts'
import { transactionsAtom, transactionsErrorAtom } from '../state/transactions.ts'
import { loadTransactions } from './loadTransactions.ts'

const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

const transaction = (id: string, minedAt: string) => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:31337',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: address,
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  },
  transfers: [{ fungible_info: { symbol: 'ADT' }, quantity: { numeric: '2.5' } }],
})

function setup(apiUrl: string | undefined, answers: unknown[]) {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  store.set(projectServicesAtom, { apiUrl })
  initializeChains(store, [testNetwork('eip155:31337')])
  setCaipAddress(store, `eip155:31337:${address}`)
  const fetch = vi.fn(async (_url: string | URL | Request) => {
    const answer = answers.shift()
    return answer instanceof Response ? answer : Response.json(answer)
  })
  return { store, fetch }
}

describe('loadTransactions', () => {
  test('behavior: asks the API for the account on the active network, then the next page by its cursor', async () => {
    const { store, fetch } = setup('http://127.0.0.1:4330/v1/', [
      { data: [transaction('a', '2026-11-25T10:00:00Z')], next: 'c1' },
      { data: [transaction('b', '2026-11-24T10:00:00Z')], next: null },
    ])
    await loadTransactions(store, {}, fetch)
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `http://127.0.0.1:4330/v1/account/${address}/history?projectId=demo&chainId=eip155%3A31337`,
    )
    expect(store.get(transactionsAtom)).toMatchObject({ next: 'c1', loading: false, empty: false })
    await loadTransactions(store, { more: true }, fetch)
    expect(String(fetch.mock.calls[1]?.[0])).toContain('&cursor=c1')
    expect(store.get(transactionsAtom).transactions.map(({ id }) => id)).toEqual(['a', 'b'])
    expect(store.get(transactionsAtom).next).toBeUndefined()
  })

  test('error: a malformed page or a failed answer is the spec failure state, not a throw', async () => {
    for (const answer of [
      { data: [{ ...transaction('a', 'yesterday') }] },
      { data: [{ id: 'a', metadata: {}, transfers: [] }] },
      { data: 'nope' },
      new Response('{"error":{"code":"CHAIN_UNREACHABLE"}}', { status: 502 }),
    ]) {
      const { store, fetch } = setup('http://127.0.0.1:4330/v1/', [answer])
      await loadTransactions(store, {}, fetch)
      expect(store.get(transactionsErrorAtom)).toBe('Failed to fetch transactions')
      expect(store.get(transactionsAtom)).toMatchObject({ transactions: [], empty: true })
    }
  })

  test('default: without an API nothing is asked', async () => {
    const { store, fetch } = setup(undefined, [])
    await loadTransactions(store, {}, fetch)
    expect(fetch).not.toHaveBeenCalled()
    expect(store.get(transactionsAtom).loading).toBe(false)
  })
})
