import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { accountsAtom, setCaipAddress } from '../state/account.ts'
import { initializeChains } from '../state/chain.ts'
import { nameCacheAtom } from '../state/names/nameCacheAtom.ts'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { testNetwork } from '../state/testing.ts'
import { lookupProfileName } from './lookupProfileName.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(network = 'eip155:31337', apiUrl: string | null = 'http://127.0.0.1:4330/v1/') {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  store.set(projectServicesAtom, { apiUrl: apiUrl ?? undefined })
  initializeChains(store, [testNetwork(network as Parameters<typeof testNetwork>[0])])
  const account = network.startsWith('solana')
    ? '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    : address
  setCaipAddress(store, `${network}:${account}`)
  return store
}

const answering = (...answers: Array<unknown>) =>
  vi.fn(async (_url: string | URL | Request) => {
    const answer = answers.shift()
    return answer instanceof Response ? answer : Response.json(answer)
  })

describe('lookupProfileName', () => {
  test('behavior: the newest name of the address becomes the profile name, and is cached 5 minutes', async () => {
    const store = setup()
    const fetch = answering([{ name: 'bob-2.airlock' }, { name: 'bob.airlock' }], [])
    let clock = 1_000_000
    expect(await lookupProfileName(store, fetch, () => clock)).toBe('bob-2.airlock')
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `http://127.0.0.1:4330/v1/names/reverse/${address}?projectId=demo`,
    )
    expect(store.get(accountsAtom).eip155.profileName).toBe('bob-2.airlock')
    clock += 4 * 60_000
    expect(await lookupProfileName(store, fetch, () => clock)).toBe('bob-2.airlock')
    expect(fetch).toHaveBeenCalledTimes(1)
    clock += 2 * 60_000
    expect(await lookupProfileName(store, fetch, () => clock)).toBeUndefined()
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test('error: a failed lookup changes nothing and is asked again next time', async () => {
    const store = setup()
    const fetch = answering(new Response('{}', { status: 502 }), [{ name: 'bob.airlock' }])
    expect(await lookupProfileName(store, fetch)).toBeUndefined()
    expect(store.get(accountsAtom).eip155.profileName).toBeUndefined()
    expect(store.get(nameCacheAtom)).toEqual({})
    expect(await lookupProfileName(store, fetch)).toBe('bob.airlock')
  })

  test('default: nothing is asked without an API or off eip155', async () => {
    for (const store of [setup('eip155:31337', null), setup('solana:abc')]) {
      const fetch = answering([{ name: 'x.airlock' }])
      expect(await lookupProfileName(store, fetch)).toBeUndefined()
      expect(fetch).not.toHaveBeenCalled()
    }
  })
})
