import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { accountsAtom, setCaipAddress } from '../state/account.ts'
import { initializeChains } from '../state/chain.ts'
import { nameCacheAtom } from '../state/names/nameCacheAtom.ts'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { testNetwork } from '../state/testing.ts'
import { lookupAddressName } from './lookupAddressName.ts'
import { lookupProfileName } from './lookupProfileName.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(apiUrl: string | null = 'http://127.0.0.1:4330/v1/') {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  store.set(projectServicesAtom, { apiUrl: apiUrl ?? undefined })
  initializeChains(store, [testNetwork('eip155:31337')])
  setCaipAddress(store, `eip155:31337:${account}`)
  return store
}

/** A fetch whose answers the test gives, one per call, when it chooses. */
function deferredFetch() {
  const answers: Array<(response: Response) => void> = []
  const fetch = vi.fn(
    (_url: string | URL | Request) =>
      new Promise<Response>((resolve) => {
        answers.push(resolve)
      }),
  )
  return { fetch, answer: (index: number, response: Response) => answers[index]?.(response) }
}

describe('lookupAddressName', () => {
  test('behavior: lookups of one address while one travels share its request and its answer', async () => {
    const store = setup()
    const { fetch, answer } = deferredFetch()
    const first = lookupAddressName(store, 'eip155', other, fetch)
    // Another spelling of the same address is the same address.
    const second = lookupAddressName(store, 'eip155', other.toLowerCase(), fetch)
    const third = lookupAddressName(store, 'eip155', account, fetch)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `http://127.0.0.1:4330/v1/names/reverse/${other}?projectId=demo`,
    )
    answer(0, Response.json([{ name: 'carol-2.airlock' }, { name: 'carol.airlock' }]))
    answer(1, Response.json([]))
    expect(await Promise.all([first, second, third])).toEqual([
      'carol-2.airlock',
      'carol-2.airlock',
      undefined,
    ])
    // Both answers are remembered, the name and that the account has none: nothing is asked again.
    expect(await lookupAddressName(store, 'eip155', other, fetch)).toBe('carol-2.airlock')
    expect(await lookupAddressName(store, 'eip155', account, fetch)).toBeUndefined()
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test("behavior: a counterpart's lookup and the account's own share the cache, which lasts 5 minutes", async () => {
    const store = setup()
    const fetch = vi.fn(async (_url: string | URL | Request) =>
      Response.json([{ name: 'bob.airlock' }]),
    )
    let clock = 1_000_000
    // The account's address seen as a transfer's counterpart (the Activity list, say) first.
    expect(await lookupAddressName(store, 'eip155', account, fetch, () => clock)).toBe(
      'bob.airlock',
    )
    clock += 4 * 60_000
    expect(await lookupProfileName(store, fetch, () => clock)).toBe('bob.airlock')
    expect(store.get(accountsAtom).eip155.profileName).toBe('bob.airlock')
    expect(fetch).toHaveBeenCalledTimes(1)
    clock += 2 * 60_000
    expect(await lookupAddressName(store, 'eip155', account, fetch, () => clock)).toBe(
      'bob.airlock',
    )
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test('error: a failed lookup answers every waiter with no name, is not remembered, and is asked again', async () => {
    const store = setup()
    const { fetch, answer } = deferredFetch()
    const waiting = [
      lookupAddressName(store, 'eip155', other, fetch),
      lookupAddressName(store, 'eip155', other, fetch),
    ]
    answer(0, new Response('{}', { status: 502 }))
    expect(await Promise.all(waiting)).toEqual([undefined, undefined])
    expect(store.get(nameCacheAtom)).toEqual({})
    const again = lookupAddressName(store, 'eip155', other, fetch)
    expect(fetch).toHaveBeenCalledTimes(2)
    answer(1, Response.json([{ name: 'carol.airlock' }]))
    expect(await again).toBe('carol.airlock')
  })

  test('behavior: two modals (stores) do not share a request', () => {
    const { fetch } = deferredFetch()
    void lookupAddressName(setup(), 'eip155', other, fetch)
    void lookupAddressName(setup(), 'eip155', other, fetch)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test('default: nothing is asked without an API, off eip155 or without an address', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request) =>
      Response.json([{ name: 'x.airlock' }]),
    )
    expect(await lookupAddressName(setup(null), 'eip155', other, fetch)).toBeUndefined()
    expect(await lookupAddressName(setup(), 'solana', other, fetch)).toBeUndefined()
    expect(await lookupAddressName(setup(), undefined, other, fetch)).toBeUndefined()
    expect(await lookupAddressName(setup(), 'eip155', '', fetch)).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })
})
