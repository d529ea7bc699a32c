import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { initializeChains } from '../state/chain.ts'
import { onrampAtom, setOnramp } from '../state/onramp/onrampState.ts'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { testNetwork } from '../state/testing.ts'
import { requestOnrampQuote } from './requestOnrampQuote.ts'

function setup(answer: () => Response) {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
  initializeChains(store, [testNetwork('eip155:31338')])
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer())
  return { store, fetch }
}

describe('requestOnrampQuote', () => {
  test('error: a quote that is not a decimal amount is an error, not a number shown', async () => {
    const { store, fetch } = setup(() => Response.json({ purchaseAmount: { amount: 'lots' } }))
    setOnramp(store, { paymentAmount: '25' })
    await requestOnrampQuote(store, fetch)
    expect(store.get(onrampAtom).purchaseAmount).toBeUndefined()
    expect(store.get(onrampAtom).error).toBeTruthy()
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'http://127.0.0.1:4330/v1/onramp/quote?projectId=demo',
    )
  })
})
