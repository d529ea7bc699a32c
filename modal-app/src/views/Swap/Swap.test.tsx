// @vitest-environment happy-dom
import { SWAP_NATIVE_TOKEN } from '@airlock/shared-protocol/swapApi'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { loadBalancesDepsAtom } from '../../app/loadBalancesDepsAtom.ts'
import { setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Swap } from './Swap.tsx'

const ADT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ACCOUNT = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const eth = { address: SWAP_NATIVE_TOKEN, symbol: 'ETH', name: 'Ether', decimals: 18 }
const adt = { address: ADT, symbol: 'ADT', name: 'Airlock Demo Token', decimals: 18 }
const quote = {
  srcToken: eth,
  dstToken: adt,
  dstAmount: '996006981039903216', // 0.996… ADT for 0.001 ETH
  gas: 130000,
  gasPrice: '1000000000',
  priceImpact: 0.2,
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Answers the swap routes from `routes` (path suffix → status and body); anything else is 404. */
function serve(routes: Record<string, { status?: number; body: unknown } | Error>) {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input))
    const route = Object.keys(routes).find((suffix) => url.pathname.endsWith(suffix))
    const answer = route === undefined ? { status: 404, body: {} } : routes[route]
    if (answer instanceof Error) throw answer
    return new Response(JSON.stringify(answer?.body), { status: answer?.status ?? 200 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function setup(caipNetworkId: `eip155:${string}` = 'eip155:31337') {
  const store = testStore()
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
  store.set(loadBalancesDepsAtom, { fetchBalances: async () => [] })
  initializeChains(store, [{ ...testNetwork(caipNetworkId), id: Number(caipNetworkId.slice(7)) }])
  setCaipAddress(store, `${caipNetworkId}:${ACCOUNT}`)
  renderView(<Swap />, store)
}

const tokens = { body: { tokens: { [SWAP_NATIVE_TOKEN]: eth, [ADT]: adt } } }

describe('Swap', () => {
  test('behavior: without the project API the view only says swaps are not enabled', () => {
    const store = testStore()
    initializeChains(store, [testNetwork('eip155:1')])
    setCaipAddress(store, `eip155:1:${ACCOUNT}`)
    renderView(<Swap />, store)
    expect(screen.getByText('This project has not enabled swaps.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('behavior: a network the API has no swaps for lists the swap networks', async () => {
    serve({
      '/tokens': {
        status: 404,
        body: { error: { code: 'SWAPS_UNAVAILABLE', message: 'no exchange' } },
      },
    })
    setup('eip155:31338')
    expect(await screen.findByText('Swaps are not available on this network')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(12)
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('error: an API that is down says so', async () => {
    serve({ '/tokens': new TypeError('Failed to fetch') })
    setup()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Swaps are unavailableThe swap service cannot be reached.')
  })

  test('default: the quote, rate, price impact, fee and minimum received; then Swap', async () => {
    const fetch = serve({ '/tokens': tokens, '/quote': { body: quote } })
    setup()
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '0.001' } })
    expect(await screen.findByText('0.996006 ADT', {}, { timeout: 3000 })).toBeTruthy()
    const details = screen.getByLabelText('Swap details').textContent
    expect(details).toBe(
      'Rate1 ETH = 996.006981 ADTPrice impact0.20%Network fee≈ 0.00013 CMinimum received0.986046 ADT',
    )
    expect(screen.getByRole('button', { name: 'Swap' })).toBeTruthy()
    const asked = new URL(String(fetch.mock.calls.at(-1)?.[0]))
    expect(asked.pathname).toBe('/v1/swap/v6.0/31337/quote')
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      projectId: 'demo',
      src: SWAP_NATIVE_TOKEN,
      dst: ADT,
      amount: '1000000000000000',
    })
  })

  test('behavior: a token the exchange may not take yet asks for "Approve ADT" first', async () => {
    serve({
      '/tokens': tokens,
      '/quote': { body: { ...quote, srcToken: adt, dstToken: eth } },
      '/approve/allowance': { body: { allowance: '0' } },
    })
    setup()
    fireEvent.change(await screen.findByLabelText('You pay'), { target: { value: ADT } })
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } })
    expect(
      await screen.findByRole('button', { name: 'Approve ADT' }, { timeout: 3000 }),
    ).toBeTruthy()
    expect((screen.getByLabelText('You receive') as HTMLSelectElement).value).toBe(
      SWAP_NATIVE_TOKEN,
    )
  })

  test('behavior: a high price impact is a warning; slippage outside 0.1–50 % is refused', async () => {
    serve({ '/tokens': tokens, '/quote': { body: { ...quote, priceImpact: 12.5 } } })
    setup()
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '100' } })
    expect(await screen.findByText('High price impact: 12.50%', {}, { timeout: 3000 })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Slippage tolerance (%)'), { target: { value: '60' } })
    expect(screen.getByRole('alert').textContent).toBe('Slippage must be between 0.1% and 50%')
    expect((screen.getByRole('button', { name: 'Swap' }) as HTMLButtonElement).disabled).toBe(true)
  })

  test('error: an API refusal shows its own message', async () => {
    serve({
      '/tokens': tokens,
      '/quote': {
        status: 400,
        body: { error: { code: 'AMOUNT_TOO_SMALL', message: '1 of ETH buys no ADT: swap more.' } },
      },
    })
    setup()
    fireEvent.change(await screen.findByLabelText('Amount'), {
      target: { value: '0.000000000000000001' },
    })
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      '1 of ETH buys no ADT: swap more.',
    )
  })
})
