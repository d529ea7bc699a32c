// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { testNetwork } from '../../state/testing.ts'
import type { Transaction } from '../../state/validation/Transaction.ts'
import { activityTime, swapSides } from '../../ui/ActivityList.tsx'
import { tokenLogo } from '../../ui/CryptoLogo.tsx'
import { renderView, testStore } from '../renderView.tsx'
import { Activity } from './Activity.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/**
 * The project's API, as the modal's fetch sees it: the history as `answer` says (the mock returned
 * records those calls), the reverse name lookups of the rows' counterparts as `names` says (no
 * name by default).
 */
function stubApi(
  answer: () => Promise<Response>,
  names: (address: string) => Promise<Response> = async () => Response.json([]),
) {
  const history = vi.fn((_url: string, _init?: RequestInit) => answer())
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const reverse = /\/names\/reverse\/([^?]+)/.exec(url)
    return reverse ? names(decodeURIComponent(reverse[1] ?? '')) : history(url, init)
  })
  return history
}

const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

function connected(network: `${'eip155' | 'solana'}:${string}` = 'eip155:1') {
  const store = testStore()
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
  initializeChains(store, [testNetwork(network)])
  setCaipAddress(
    store,
    `${network}:${network.startsWith('solana') ? '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' : address}`,
  )
  return store
}

function transaction(
  id: string,
  minedAt: string,
  chain = 'eip155:1',
  spam = false,
  operationType = 'send',
): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain,
      operationType,
      status: 'confirmed',
      sentFrom:
        operationType === 'receive' ? '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' : address,
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

  test('behavior: loading, then empty, then the fetch error', async () => {
    let answer: (response: Response) => void = () => {}
    const api = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)))
    const store = connected()
    renderView(<Activity />, store)
    expect(screen.getByRole('status').textContent).toBe('Loading activity')
    expect(api.mock.calls[0]?.[0]).toBe(
      `http://127.0.0.1:4330/v1/account/${address}/history?projectId=demo&chainId=eip155%3A1`,
    )
    act(() => answer(Response.json({ data: [], next: null })))
    expect(await screen.findByText('No activity yet')).toBeTruthy()
    cleanup()
    stubApi(async () => new Response('{}', { status: 502 }))
    renderView(<Activity />, store)
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch transactions')
    // Try again asks once more, and a good answer replaces the error.
    stubApi(async () => Response.json({ data: [transaction('a', '2025-01-05T10:00:00Z')] }))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'January 2025' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('error: Load more that fails keeps the rows shown and offers the same page again', async () => {
    const answers = [
      Response.json({ data: [transaction('a', '2025-03-01T10:00:00Z')], next: 'page-2' }),
      new Response('{}', { status: 502 }),
      Response.json({ data: [transaction('b', '2024-12-24T10:00:00Z')], next: null }),
    ]
    const api = stubApi(async () => answers.shift() as Response)
    renderView(<Activity />, connected())
    await screen.findByRole('heading', { name: 'March 2025' })
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch transactions')
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'December 2024' })).toBeTruthy()
    expect(api.mock.calls[2]?.[0]).toContain('cursor=page-2')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  test('behavior: grouped by month, newest first; spam and other chains hidden; Load more', async () => {
    const pages = [
      {
        data: [
          transaction('a', '2025-01-05T10:00:00Z', 'eip155:1', false, 'receive'),
          transaction('b', '2025-03-01T10:00:00Z'),
          transaction('c', '2025-03-02T10:00:00Z', 'eip155:1', true),
          transaction('d', '2025-03-03T10:00:00Z', 'eip155:10'),
        ],
        next: 'page-2',
      },
      { data: [transaction('e', '2024-12-24T10:00:00Z')], next: null },
    ]
    const api = stubApi(async () => Response.json(pages.shift()))
    renderView(<Activity />, connected())
    expect((await screen.findAllByRole('heading')).map((heading) => heading.textContent)).toEqual([
      'March 2025',
      'January 2025',
    ])
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    // Direction, counterparty, signed amount, status and time, each in its own place (issue 18:
    // "Received" was broken over two lines).
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe(
      `Sentto 0xab16…Bfcdb−0.123 ETHConfirmed · ${activityTime('2025-03-01T10:00:00Z')}`,
    )
    expect(screen.getAllByRole('listitem')[1]?.textContent).toBe(
      `Receivedfrom 0x7099…c79C8+0.123 ETHConfirmed · ${activityTime('2025-01-05T10:00:00Z')}`,
    )
    expect(activityTime('2025-01-05T09:00:00Z')).toBe('Jan 5, 09:00')
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('heading', { name: 'December 2024' })).toBeTruthy()
    expect(api.mock.calls[1]?.[0]).toContain('cursor=page-2')
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  test("behavior: each row shows the token's logo with its direction as a badge; an unknown token a monogram", async () => {
    const withToken = (id: string, operationType: string, symbol: string): Transaction => {
      const base = transaction(id, '2025-03-01T10:00:00Z', 'eip155:1', false, operationType)
      return { ...base, transfers: [{ fungible_info: { symbol }, quantity: { numeric: '1' } }] }
    }
    const noTransfer = { ...transaction('d', '2025-03-01T09:00:00Z'), transfers: [] }
    stubApi(async () =>
      Response.json({
        data: [
          withToken('a', 'send', 'ETH'),
          withToken('b', 'receive', 'USDC'),
          withToken('c', 'trade', 'ADT'),
          noTransfer,
        ],
        next: null,
      }),
    )
    renderView(<Activity />, connected())
    await screen.findByRole('heading', { name: 'March 2025' })
    const rows = screen.getAllByRole('listitem').map((row) => ({
      logo: row.querySelector('img.al-logo')?.getAttribute('src') ?? undefined,
      monogram: row.querySelector('[data-testid="logo-monogram"]')?.getAttribute('data-letters'),
      badge: row.querySelector('.al-activity-direction')?.getAttribute('data-direction'),
      disc: row.querySelector('.al-icon-disc') !== null,
    }))
    expect(rows).toEqual([
      { logo: tokenLogo('ETH'), monogram: undefined, badge: 'send', disc: false },
      { logo: tokenLogo('USDC'), monogram: undefined, badge: 'receive', disc: false },
      { logo: undefined, monogram: 'ADT', badge: 'trade', disc: false },
      // Nothing moved (a contract call): the direction alone, in its disc.
      { logo: undefined, monogram: undefined, badge: undefined, disc: true },
    ])
  })

  test('behavior: a swap shows what came in for what went out (it read "Received" from the pool)', async () => {
    const swapped: Transaction = {
      ...transaction('s', '2025-03-01T10:00:00Z', 'eip155:1', false, 'receive'),
      transfers: [
        { fungible_info: { symbol: 'aUSD' }, quantity: { numeric: '9.96992' }, direction: 'in' },
        { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.004' }, direction: 'out' },
      ],
    }
    stubApi(async () => Response.json({ data: [swapped], next: null }))
    renderView(<Activity />, connected())
    await screen.findByRole('heading', { name: 'March 2025' })
    const [row] = screen.getAllByRole('listitem')
    expect(row?.textContent).toBe(
      `Swappedfor 0.004 ETH+9.970 aUSDConfirmed · ${activityTime('2025-03-01T10:00:00Z')}`,
    )
    expect(row?.querySelector('.al-activity-direction')?.getAttribute('data-direction')).toBe(
      'trade',
    )
  })

  test("behavior: a counterpart's name replaces its address once looked up, one lookup per address; a failed lookup keeps the address", async () => {
    const alice = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const down = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    const row = (day: number, operationType: string, counterparty: string): Transaction => {
      const base = transaction(String(day), `2025-03-0${day}T10:00:00Z`)
      const side =
        operationType === 'receive' ? { sentFrom: counterparty } : { sentTo: counterparty }
      return { ...base, metadata: { ...base.metadata, operationType, ...side } }
    }
    let answerAlice: (response: Response) => void = () => {}
    const lookups: string[] = []
    stubApi(
      async () =>
        Response.json({
          data: [row(1, 'send', alice), row(2, 'receive', alice), row(3, 'send', down)],
          next: null,
        }),
      (address) => {
        lookups.push(address)
        if (address === down) return Promise.resolve(new Response('{}', { status: 502 }))
        return new Promise<Response>((resolve) => (answerAlice = resolve))
      },
    )
    renderView(<Activity />, connected())
    await screen.findByRole('heading', { name: 'March 2025' })
    const subtitles = () =>
      screen
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.al-list-row-sub')?.textContent)
    // The rows show before any name: addresses first.
    expect(subtitles()).toEqual(['to 0x90F7…3b906', 'from 0x3C44…293BC', 'to 0x3C44…293BC'])
    await waitFor(() => expect(lookups).toHaveLength(2))
    expect(lookups).toEqual([alice, down])
    act(() => answerAlice(Response.json([{ name: 'alice.airlock' }])))
    await waitFor(() =>
      expect(subtitles()).toEqual(['to 0x90F7…3b906', 'from alice.airlock', 'to alice.airlock']),
    )
    // The full address stays at hand behind the name, and behind the short one.
    expect(screen.getAllByTitle(alice).map((name) => name.textContent)).toEqual([
      'alice.airlock',
      'alice.airlock',
    ])
    expect(screen.getByTitle(down).textContent).toBe('0x90F7…3b906')
    expect(lookups).toHaveLength(2)
  })

  test('behavior: swapSides needs a transfer each way', () => {
    const eth = { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1' } }
    expect(swapSides([{ ...eth, direction: 'out' }])).toBeUndefined()
    // An indexer without directions: each transaction as its first transfer says.
    expect(swapSides([eth, eth])).toBeUndefined()
    expect(
      swapSides([
        { ...eth, direction: 'out' },
        { ...eth, direction: 'in' },
      ]),
    ).toEqual({ received: { ...eth, direction: 'in' }, paid: { ...eth, direction: 'out' } })
  })

  test('behavior: not offered outside EVM', () => {
    renderView(<Activity />, connected('solana:abc'))
    expect(screen.getByText('Activity is not available on this network')).toBeTruthy()
  })
})
