// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { demoOnrampOptions } from '../../projectApi/testing.ts'
import { setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { OnRamp } from './OnRamp.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const OPTIONS = demoOnrampOptions()

/** The project's on-ramp API as the modal's fetch sees it; quotes at 2500 USD per ETH. */
function stubApi(options: unknown = OPTIONS) {
  const api = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/onramp/options')) {
      return options instanceof Response ? options : Response.json(options)
    }
    const { amount } = JSON.parse(String(init?.body)) as { amount: string }
    return Response.json({ purchaseAmount: { amount: String(Number(amount) / 2500) } })
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
})
