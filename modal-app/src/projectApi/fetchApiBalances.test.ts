import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { testNetwork } from '../state/testing.ts'
import { fetchApiBalances } from './fetchApiBalances.ts'

const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const network = testNetwork('eip155:31337')
const entry = (symbol: string, chainId: string, tokenAddress?: string) => ({
  name: symbol,
  symbol,
  chainId,
  ...(tokenAddress ? { address: tokenAddress } : {}),
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
})

function setup(apiUrl: string | undefined, answer: Response) {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  store.set(projectServicesAtom, { apiUrl })
  const fetch = vi.fn(async (_url: string | URL | Request) => answer)
  return { store, fetch }
}

describe('fetchApiBalances', () => {
  test('behavior: asks for the account on the network; the native coin first, other networks left out', async () => {
    const { store, fetch } = setup(
      'http://127.0.0.1:4330/v1/',
      Response.json({
        balances: [
          entry('ADT', 'eip155:31337', '0x5FbDB2315678afecb367f032d93F642f64180aa3'),
          entry('POL', 'eip155:137'),
          entry('ETH', 'eip155:31337'),
        ],
      }),
    )
    const balances = await fetchApiBalances(store, network, address, fetch)
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `http://127.0.0.1:4330/v1/account/${address}/balance?projectId=demo&chainId=eip155%3A31337`,
    )
    expect(balances.map(({ symbol }) => symbol)).toEqual(['ETH', 'ADT'])
  })

  test('error: an error status throws the HTTP error with its status', async () => {
    const { store, fetch } = setup(
      'http://127.0.0.1:4330/v1/',
      new Response('nope', { status: 404 }),
    )
    await expect(fetchApiBalances(store, network, address, fetch)).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 404,
    })
  })

  test('error: a malformed answer throws instead of returning it', async () => {
    const { store, fetch } = setup('http://127.0.0.1:4330/v1/', Response.json({ balances: 'x' }))
    await expect(fetchApiBalances(store, network, address, fetch)).rejects.toThrow()
  })

  test('error: without an API it says so', async () => {
    const { store, fetch } = setup(undefined, Response.json({}))
    await expect(fetchApiBalances(store, network, address, fetch)).rejects.toThrow(
      'This project has no API.',
    )
    expect(fetch).not.toHaveBeenCalled()
  })
})
