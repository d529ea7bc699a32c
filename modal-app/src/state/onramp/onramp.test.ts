import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { ONRAMP } from '../constants.ts'
import { HttpError } from '../http/HttpError.ts'
import { fetchOnrampQuote, type OnrampQuoteFetcher } from './fetchOnrampQuote.ts'
import { onrampAtom, selectOnrampProvider, setOnramp } from './onrampState.ts'
import { DEFAULT_PAYMENT_CURRENCY } from './onrampTypes.ts'
import { paymentLimits } from './paymentLimits.ts'

describe('§3 §4 §9 onramp', () => {
  test('§4 onramp: a provider is selected by name; an unknown name clears the selection', () => {
    const store = createStore()
    setOnramp(store, { providers: ONRAMP.providers.map((provider) => ({ ...provider, url: '' })) })
    selectOnrampProvider(store, 'meld')
    expect(store.get(onrampAtom).selectedProvider?.label).toBe('Meld.io')
    selectOnrampProvider(store, 'nope')
    expect(store.get(onrampAtom).selectedProvider).toBeUndefined()
  })

  test('§9 onramp: default purchase token USDC on chains 1 and 137, paid in USD', () => {
    const state = createStore().get(onrampAtom)
    expect(state.purchaseCurrency.symbol).toBe('USDC')
    expect(state.purchaseCurrency.networks.map((network) => network.chain_id)).toEqual(['1', '137'])
    expect(state.paymentCurrency.id).toBe('USD')
  })

  test('§9 onramp: fallback limits USD card 10.00–7500.00 and bank 10.00–25000.00', () => {
    expect(paymentLimits(undefined, 'card')).toEqual({ min: '10.00', max: '7500.00' })
    expect(paymentLimits(undefined, 'bankAccount')).toEqual({ min: '10.00', max: '25000.00' })
    expect(paymentLimits(DEFAULT_PAYMENT_CURRENCY, 'card')).toEqual({
      min: '10.00',
      max: '7500.00',
    })
    const eur = { id: 'EUR', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }] }
    expect(paymentLimits(eur, 'card')).toEqual({ min: '20.00', max: '5000.00' })
    expect(paymentLimits(eur, 'bankAccount')).toEqual({ min: '10.00', max: '25000.00' })
  })

  test('§4 §7 onramp quote: loading while it runs, then the purchase amount', async () => {
    const store = createStore()
    setOnramp(store, { paymentAmount: '50' })
    let loadingDuring = false
    const fetcher = vi.fn<OnrampQuoteFetcher>(async () => {
      loadingDuring = store.get(onrampAtom).quotesLoading
      return { purchaseAmount: { amount: 49.5 } }
    })
    await fetchOnrampQuote(store, fetcher, 'ethereum')
    expect(fetcher).toHaveBeenCalledWith({
      purchaseCurrency: 'usdc',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'ethereum',
    })
    expect(loadingDuring).toBe(true)
    expect(store.get(onrampAtom)).toMatchObject({
      purchaseAmount: '49.5',
      quotesLoading: false,
      error: undefined,
    })
  })

  test('§4 onramp quote: a failure sets the error and clears the amount', async () => {
    const store = createStore()
    setOnramp(store, { paymentAmount: '50', purchaseAmount: '49' })
    await fetchOnrampQuote(store, () => Promise.reject(new Error('Quotes are paused')), 'base')
    expect(store.get(onrampAtom)).toMatchObject({
      purchaseAmount: undefined,
      quotesLoading: false,
      error: 'Quotes are paused',
    })
  })

  test.each([
    ['below the minimum', '5'],
    ['above the maximum', '7500.01'],
    ['with more than two decimals', '10.005'],
    ['not a number', '1e3'],
  ])(
    'behavior: an amount %s is not asked, and clears the last quote and its error (regression: the refusal read "The on-ramp service failed to give a quote (HTTP 400)" with a Try again)',
    async (_, amount) => {
      const store = createStore()
      setOnramp(store, { paymentAmount: amount, purchaseAmount: '4', error: 'an older failure' })
      const fetcher = vi.fn<OnrampQuoteFetcher>()
      await fetchOnrampQuote(store, fetcher, 'eip155:1')
      expect(fetcher).not.toHaveBeenCalled()
      expect(store.get(onrampAtom)).toMatchObject({
        purchaseAmount: undefined,
        quotesLoading: false,
        error: undefined,
      })
    },
  )

  test("behavior: the payment currency's own card limits decide what is asked", async () => {
    const store = createStore()
    const eur = { id: 'EUR', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }] }
    const fetcher = vi.fn<OnrampQuoteFetcher>(async () => ({ purchaseAmount: { amount: '14' } }))
    setOnramp(store, { paymentCurrency: eur, paymentAmount: '15' })
    await fetchOnrampQuote(store, fetcher, 'eip155:1')
    expect(fetcher).not.toHaveBeenCalled()
    setOnramp(store, { paymentAmount: '20' })
    await fetchOnrampQuote(store, fetcher, 'eip155:1')
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(store.get(onrampAtom).purchaseAmount).toBe('14')
  })

  test('behavior: a late answer for an amount since cleared is dropped', async () => {
    const store = createStore()
    let answer: (quote: { purchaseAmount: { amount: string } }) => void = () => {}
    const fetcher = vi.fn<OnrampQuoteFetcher>(() => new Promise((resolve) => (answer = resolve)))
    setOnramp(store, { paymentAmount: '25' })
    const asked = fetchOnrampQuote(store, fetcher, 'eip155:1')
    setOnramp(store, { paymentAmount: '5' })
    await fetchOnrampQuote(store, fetcher, 'eip155:1')
    answer({ purchaseAmount: { amount: '0.01' } })
    await asked
    expect(store.get(onrampAtom)).toMatchObject({ purchaseAmount: undefined, quotesLoading: false })
  })

  test.each([
    [
      'an HTTP failure (was "HTTP status code: 502")',
      new HttpError(new Response('bad gateway', { status: 502 })),
    ],
    [
      'an answer the quote\'s schema refused (was "Invalid input")',
      Object.assign(new Error('[...]'), { issues: [{ message: 'Invalid input' }] }),
    ],
    ['an answer that is not JSON', new SyntaxError('Unexpected token < in JSON at position 0')],
  ])('error: regression, %s blames the on-ramp service, not the amount', async (_, error) => {
    const store = createStore()
    setOnramp(store, { paymentAmount: '25' })
    await fetchOnrampQuote(store, () => Promise.reject(error), 'eip155:1')
    expect(store.get(onrampAtom)).toMatchObject({ purchaseAmount: undefined, quotesLoading: false })
    expect(store.get(onrampAtom).error).toMatch(/^The on-ramp service /)
  })

  test('error: the words for a failed quote', async () => {
    const store = createStore()
    setOnramp(store, { paymentAmount: '25' })
    const texts: Array<string | undefined> = []
    for (const error of [
      new HttpError(new Response('', { status: 502 })),
      new SyntaxError('Unexpected end of JSON input'),
    ]) {
      await fetchOnrampQuote(store, () => Promise.reject(error), 'eip155:1')
      texts.push(store.get(onrampAtom).error)
    }
    expect(texts).toMatchInlineSnapshot(`
      [
        "The on-ramp service failed to give a quote (HTTP 502).",
        "The on-ramp service answered the quote in a form we cannot read.",
      ]
    `)
  })

  test('§4 onramp quote: no amount, no call; a stale answer is dropped', async () => {
    const store = createStore()
    const fetcher = vi.fn<OnrampQuoteFetcher>()
    await fetchOnrampQuote(store, fetcher, 'ethereum')
    expect(fetcher).not.toHaveBeenCalled()
    let answerFirst: (quote: { purchaseAmount: { amount: string } }) => void = () => {}
    fetcher
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce({ purchaseAmount: { amount: '99' } })
    setOnramp(store, { paymentAmount: '10' })
    const first = fetchOnrampQuote(store, fetcher, 'ethereum')
    setOnramp(store, { paymentAmount: '100' })
    await fetchOnrampQuote(store, fetcher, 'ethereum')
    answerFirst({ purchaseAmount: { amount: '9' } })
    await first
    expect(store.get(onrampAtom).purchaseAmount).toBe('99')
  })
})
