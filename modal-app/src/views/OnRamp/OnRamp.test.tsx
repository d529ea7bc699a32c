// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { loadBalancesDepsAtom } from '../../app/loadBalancesDepsAtom.ts'
import { demoOnrampOptions } from '../../projectApi/testing.ts'
import { activeAccountAtom, setAccount, setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { testNetwork } from '../../state/testing.ts'
import type { TokenBalance } from '../../state/validation/TokenBalance.ts'
import { renderView, testStore } from '../renderView.tsx'
import { OnRamp } from './OnRamp.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const OPTIONS = demoOnrampOptions()

/** Quotes at 2500 USD per ETH. */
const quoteAt2500 = (amount: string) =>
  Response.json({ purchaseAmount: { amount: String(Number(amount) / 2500) } })

/** The project's on-ramp API as the modal's fetch sees it; `quote` answers the quotes. */
function stubApi(options: unknown = OPTIONS, quote = quoteAt2500) {
  const api = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/onramp/options')) {
      return options instanceof Response ? options : Response.json(options)
    }
    const { amount } = JSON.parse(String(init?.body)) as { amount: string }
    return quote(amount)
  })
  vi.stubGlobal('fetch', api)
  return api
}

function on(network: `${'eip155' | 'solana'}:${string}`, address = ADDRESS) {
  const store = testStore()
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
  initializeChains(store, [testNetwork(network)])
  setCaipAddress(store, `${network}:${address}`)
  const openUrl = vi.fn(async (_url: string) => true)
  store.set(hostLinkAtom, {
    bridge: { walletRequest: async () => null },
    openUrl,
    siwxNonce: async () => 'n0nce0000',
  })
  renderView(<OnRamp />, store)
  return { store, openUrl }
}

describe('OnRamp', () => {
  test('behavior: without the project API the view only says buying is not enabled', () => {
    renderView(<OnRamp />)
    expect(screen.getByText('This project has not enabled buying crypto.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  test("behavior: the API's provider, a quote once typing pauses, Continue opens its checkout through the host", async () => {
    const api = stubApi()
    const { openUrl } = on('eip155:31337')
    const provider = await screen.findByRole('button', { name: /Airlock Demo On-ramp.*Fees 0%/ })
    expect(String(api.mock.calls[0]?.[0])).toBe(
      'http://127.0.0.1:4330/v1/onramp/options?projectId=demo',
    )
    // The one provider that delivers here is chosen already; Continue waits for an amount.
    expect(provider.getAttribute('aria-pressed')).toBe('true')
    const submit = screen.getByRole('button', {
      name: 'Continue to Airlock Demo On-ramp',
    }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)

    const amount = screen.getByLabelText('You pay (USD)')
    fireEvent.input(amount, { target: { value: '5' } })
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Between 10.00 and 7500.00 USD.')).toBeTruthy()
    fireEvent.input(amount, { target: { value: '25' } })
    expect(await screen.findByText('You get ≈ 0.01 ETH')).toBeTruthy()
    const quotes = api.mock.calls.filter(([url]) => String(url).includes('/onramp/quote'))
    expect(JSON.parse(String(quotes.at(-1)?.[1]?.body))).toEqual({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '25',
      network: 'eip155:31337',
    })

    fireEvent.click(screen.getByRole('button', { name: 'Continue to Airlock Demo On-ramp' }))
    await waitFor(() => expect(openUrl).toHaveBeenCalledTimes(1))
    const opened = new URL(String(openUrl.mock.calls[0]?.[0]))
    expect(opened.origin + opened.pathname).toBe('http://127.0.0.1:4330/onramp/checkout')
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      address: ADDRESS,
      network: 'eip155:31337',
      amount: '25',
      currency: 'USD',
      purchaseCurrency: 'ETH',
    })
    expect(await screen.findByText('Finish in Airlock Demo On-ramp')).toBeTruthy()
  })

  test('behavior: each provider that delivers shows the ways to pay the options name, and no other', async () => {
    stubApi({
      ...OPTIONS,
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'bankAccount', min: '10.00', max: '25000.00' },
            { id: 'apple_pay', min: '10.00', max: '1000.00' },
            // An id with no icon is left out, not guessed at.
            { id: 'crypto-voucher', min: '10.00', max: '100.00' },
          ],
        },
      ],
    })
    on('eip155:31337')
    const provider = await screen.findByRole('button', { name: /^Airlock Demo On-ramp/ })
    expect(
      Array.from(provider.querySelectorAll('[role="img"]')).map((icon) =>
        icon.getAttribute('aria-label'),
      ),
    ).toEqual(['Card', 'Bank transfer', 'Apple Pay'])
    cleanup()
    // The demo's options name the card only.
    stubApi()
    on('eip155:31337')
    const demo = await screen.findByRole('button', { name: /^Airlock Demo On-ramp/ })
    expect(
      Array.from(demo.querySelectorAll('[role="img"]')).map((icon) =>
        icon.getAttribute('aria-label'),
      ),
    ).toEqual(['Card'])
  })

  test('error: an unreachable on-ramp service says so', async () => {
    stubApi(new Response('{"error":{"code":"X","message":"down"}}', { status: 502 }))
    on('eip155:31337')
    expect((await screen.findByRole('alert')).textContent).toContain('Buying crypto is unavailable')
  })

  test("error: regression, the service's error stays, with Try again (the first quote used to clear it)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const api = stubApi(new Response('{"error":{"code":"X","message":"down"}}', { status: 502 }))
      on('eip155:31337')
      await screen.findByRole('alert')
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      expect(screen.getByRole('alert').textContent).toContain('Buying crypto is unavailable')
      api.mockImplementation(async () => Response.json(OPTIONS))
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('button', { name: /^Airlock Demo On-ramp/ })).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: regression, Buy on Solana: with only an EVM on-ramp it says buying is not available on the network', async () => {
    stubApi()
    on('solana:abc', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    expect(await screen.findByText('Buying crypto is not available on solana:abc')).toBeTruthy()
    expect(
      screen.getByText("None of this project's on-ramp providers delivers on solana:abc."),
    ).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByLabelText('You pay (USD)')).toBeNull()
  })

  test('behavior: where one provider delivers, a provider for EVM only is offered but disabled', async () => {
    const [evm] = OPTIONS.providers
    const solana = { ...evm, name: 'sol-ramp', label: 'Sol Ramp', supportedChains: ['solana'] }
    const sol = {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [{ name: 'local', display_name: 'Local', chain_id: 'abc', contract_address: '' }],
    }
    stubApi({ ...OPTIONS, providers: [evm, solana], purchaseCurrencies: [sol] })
    on('solana:abc', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    const provider = (await screen.findByRole('button', {
      name: /Airlock Demo On-ramp.*Not available on this network/,
    })) as HTMLButtonElement
    expect(provider.disabled).toBe(true)
    const other = screen.getByRole('button', { name: /Sol Ramp.*Fees 0%/ }) as HTMLButtonElement
    expect(other.disabled).toBe(false)
    // The only one that delivers here is chosen already.
    expect(other.getAttribute('aria-pressed')).toBe('true')
    expect(provider.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByRole('button', { name: 'Continue to Sol Ramp' })).toBeTruthy()
  })

  test('behavior: with two providers that deliver here, the visitor chooses', async () => {
    const [evm] = OPTIONS.providers
    const second = { ...evm, name: 'second-ramp', label: 'Second Ramp' }
    stubApi({ ...OPTIONS, providers: [evm, second] })
    on('eip155:31337')
    const first = await screen.findByRole('button', { name: /Airlock Demo On-ramp.*Fees 0%/ })
    expect(first.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByRole('button', { name: 'Choose a provider' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Second Ramp/ }))
    expect(screen.getByRole('button', { name: 'Continue to Second Ramp' })).toBeTruthy()
  })

  test('error: regression, a quote the service failed (502) says so, not "HTTP status code: 502", and Try again asks again for the amount typed', async () => {
    let quote = (_amount: string) => new Response('bad gateway', { status: 502 })
    const api = stubApi(OPTIONS, (amount) => quote(amount))
    on('eip155:31337')
    await screen.findByRole('button', { name: /^Airlock Demo On-ramp/ })
    const amount = screen.getByLabelText('You pay (USD)') as HTMLInputElement
    fireEvent.input(amount, { target: { value: '25' } })
    const alert = await screen.findByRole('alert')
    expect(alert.firstChild?.textContent).toMatchInlineSnapshot(
      `"The on-ramp service failed to give a quote (HTTP 502)."`,
    )
    expect(screen.queryByText('Getting a quote…')).toBeNull()
    expect(screen.getByText('You get ETH on eip155:31337')).toBeTruthy()

    quote = quoteAt2500
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('You get ≈ 0.01 ETH')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(amount.value).toBe('25')
    const quotes = api.mock.calls.filter(([url]) => String(url).includes('/onramp/quote'))
    expect(quotes.map(([, init]) => JSON.parse(String(init?.body)).amount)).toEqual(['25', '25'])
  })

  test('error: regression, a quote service that cannot be reached says so, not "Failed to fetch"', async () => {
    stubApi(OPTIONS, () => {
      throw new TypeError('Failed to fetch')
    })
    on('eip155:31337')
    await screen.findByRole('button', { name: /^Airlock Demo On-ramp/ })
    const amount = screen.getByLabelText('You pay (USD)') as HTMLInputElement
    fireEvent.input(amount, { target: { value: '25' } })
    const alert = await screen.findByRole('alert')
    expect(alert.firstChild?.textContent).toMatchInlineSnapshot(
      `"The on-ramp service could not be reached."`,
    )
    expect(amount.value).toBe('25')
  })

  test('error: regression, a quote answer we cannot read blames the service, not the amount (was "Invalid input")', async () => {
    stubApi(OPTIONS, () => Response.json({ purchase: '0.01' }))
    on('eip155:31337')
    await screen.findByRole('button', { name: /^Airlock Demo On-ramp/ })
    fireEvent.input(screen.getByLabelText('You pay (USD)'), { target: { value: '25' } })
    const alert = await screen.findByRole('alert')
    expect(alert.firstChild?.textContent).toMatchInlineSnapshot(
      `"The on-ramp service answered the quote in a form we cannot read."`,
    )
    expect(screen.queryByText('Getting a quote…')).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  test('error: regression, a checkout link the page refuses (URL_NOT_ALLOWED) says so, not "allow pop-ups"', async () => {
    stubApi()
    const { openUrl } = on('eip155:31337')
    openUrl.mockRejectedValue(
      new AirlockError(
        ErrorCode.URL_NOT_ALLOWED,
        'http: URLs are opened only on localhost; use https:.',
      ),
    )
    await screen.findByRole('button', { name: /^Airlock Demo On-ramp/ })
    fireEvent.input(screen.getByLabelText('You pay (USD)'), { target: { value: '25' } })
    await screen.findByText('You get ≈ 0.01 ETH')
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Airlock Demo On-ramp' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatchInlineSnapshot(
      `"This page does not open Airlock Demo On-ramp's checkout: its link is not a secure (https) address. Choose another provider, or tell this site's support."`,
    )
  })

  test('error: a checkout the host did not open still asks to allow pop-ups', async () => {
    stubApi()
    const { openUrl } = on('eip155:31337')
    openUrl.mockResolvedValue(false)
    await screen.findByRole('button', { name: /^Airlock Demo On-ramp/ })
    fireEvent.input(screen.getByLabelText('You pay (USD)'), { target: { value: '25' } })
    await screen.findByText('You get ≈ 0.01 ETH')
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Airlock Demo On-ramp' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The page did not open Airlock Demo On-ramp's checkout: allow pop-ups and try again.",
    )
  })
})

const USDC_HERE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** Balances of the test account on anvil: `eth` of the native coin, `usdc` of USDC if any. */
function balances(eth: string, usdc?: string): TokenBalance[] {
  const coin = { chainId: 'eip155:31337', value: 0, price: 0, iconUrl: '' }
  return [
    { ...coin, name: 'Ether', symbol: 'ETH', quantity: { decimals: '18', numeric: eth } },
    ...(usdc === undefined
      ? []
      : [
          {
            ...coin,
            name: 'USD Coin',
            symbol: 'USDC',
            // The balance source spells the contract in its own case.
            address: USDC_HERE.toLowerCase(),
            quantity: { decimals: '6', numeric: usdc },
          },
        ]),
  ]
}

/**
 * Buy of USDC (a token) on anvil, Continue pressed; each later balance read answers the next of
 * `reads` (the last one repeated).
 */
async function buyUsdc(reads: TokenBalance[][]) {
  const [evm] = OPTIONS.providers
  const usdc = {
    id: 'usdc',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      { name: 'anvil', display_name: 'Anvil', chain_id: '31337', contract_address: USDC_HERE },
    ],
  }
  stubApi({ ...OPTIONS, providers: [evm], purchaseCurrencies: [usdc] }, (amount) =>
    Response.json({ purchaseAmount: { amount } }),
  )
  const { store } = on('eip155:31337')
  // What Account showed before Buy: 1 ETH, no USDC.
  setAccount(store, 'eip155', {
    tokenBalance: balances('1'),
    balance: '1.000',
    balanceSymbol: 'ETH',
  })
  let read = 0
  const fetchBalances = vi.fn(async () => reads[Math.min(read++, reads.length - 1)] ?? [])
  store.set(loadBalancesDepsAtom, { fetchBalances })
  await screen.findByRole('button', { name: /^Airlock Demo On-ramp/ })
  fireEvent.input(screen.getByLabelText('You pay (USD)'), { target: { value: '25' } })
  await screen.findByText('You get ≈ 25 USDC')
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Airlock Demo On-ramp' }))
  await screen.findByText('Finish in Airlock Demo On-ramp')
  return { store, fetchBalances }
}

describe('OnRamp: after Continue', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('behavior: regression, a token purchase waits for that token: gas spent is no arrival, the USDC is, with its balance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const bought = await buyUsdc([balances('0.99'), balances('0.99', '25')])
    // Gas paid meanwhile: the native balance moved, the USDC did not (the old view said arrived).
    await act(() => vi.advanceTimersByTimeAsync(3_000))
    await waitFor(() => expect(bought.store.get(activeAccountAtom).balance).toBe('0.990'))
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(screen.getByRole('status').textContent).toMatchInlineSnapshot(
      `"Finish in Airlock Demo On-rampYour USDC balance updates here when it arrives."`,
    )
    await act(() => vi.advanceTimersByTimeAsync(3_000))
    await screen.findByText('Your USDC arrived')
    expect(screen.getByRole('status').textContent).toMatchInlineSnapshot(
      `"Your USDC arrivedBalance: 25.000 USDC"`,
    )
    // Arrived: no more reads.
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(bought.fetchBalances).toHaveBeenCalledTimes(2)
  })

  test('behavior: regression, a purchase that never shows stops the wait after 10 minutes and says where to look', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { fetchBalances } = await buyUsdc([balances('1')])
    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000))
    expect(screen.getByText('Finish in Airlock Demo On-ramp')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(screen.getByRole('status').textContent).toMatchInlineSnapshot(
      `"Your USDC has not arrived yetBuy stopped checking after 10 minutes. Check Airlock Demo On-ramp's receipt for where your purchase stands; it may still arrive, and your balance in Account will show it."`,
    )
    const reads = fetchBalances.mock.calls.length
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(fetchBalances).toHaveBeenCalledTimes(reads)
  })
})
