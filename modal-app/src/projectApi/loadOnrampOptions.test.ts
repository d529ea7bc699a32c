import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { initializeChains } from '../state/chain.ts'
import { onrampAtom } from '../state/onramp/onrampState.ts'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { testNetwork } from '../state/testing.ts'
import { loadOnrampOptions } from './loadOnrampOptions.ts'
import { onrampOptionsAtom } from './onrampOptionsAtom.ts'

const currency = (id: string, chainId: string) => ({
  id,
  name: id,
  symbol: id,
  networks: [{ name: id, display_name: id, chain_id: chainId, contract_address: '' }],
})

function setup(answer: () => Response) {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
  initializeChains(store, [testNetwork('eip155:31338')])
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer())
  return { store, fetch }
}

describe('loadOnrampOptions', () => {
  test('behavior: the currency to buy is the one offered on the active network', async () => {
    const { store, fetch } = setup(() =>
      Response.json({
        providers: [],
        purchaseCurrencies: [currency('AAA', '31337'), currency('BBB', '31338')],
        paymentCurrencies: [{ id: 'EUR', payment_method_limits: [] }],
      }),
    )
    await loadOnrampOptions(store, fetch)
    expect(store.get(onrampAtom).purchaseCurrency.id).toBe('BBB')
    expect(store.get(onrampAtom).paymentCurrency.id).toBe('EUR')
    expect(store.get(onrampAtom).error).toBeUndefined()
    // Remembered for Account, which offers Buy only where a provider delivers.
    expect(store.get(onrampOptionsAtom)?.options.purchaseCurrencies).toHaveLength(2)
  })

  test('error: an answer of another shape is a clear failure, no provider is kept', async () => {
    const { store, fetch } = setup(() =>
      Response.json({ providers: [{ name: 'x', url: 'javascript:alert(1)' }] }),
    )
    await loadOnrampOptions(store, fetch)
    expect(store.get(onrampAtom)).toMatchObject({
      providers: [],
      error: 'Buying crypto is unavailable: the on-ramp service answered in an unknown format',
    })
  })
})
