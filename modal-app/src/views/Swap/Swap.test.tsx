// @vitest-environment happy-dom
import { SWAP_NATIVE_TOKEN } from '@airlock/shared-protocol/swapApi'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { loadBalancesDepsAtom } from '../../app/loadBalancesDepsAtom.ts'
import { sendChainDepsAtom } from '../../app/sendChain.ts'
import { setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { setActiveConnector } from '../../state/connectors.ts'
import { projectServicesAtom } from '../../state/options.ts'
import type { Store } from '../../state/Store.ts'
import { testNetwork } from '../../state/testing.ts'
import type { TokenBalance } from '../../state/validation/TokenBalance.ts'
import { swapReceiptsAtom } from '../../swap/sendSwapTransaction.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Swap } from './Swap.tsx'

const ADT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ACCOUNT = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const ROUTER = '0x7a2088a1bFc9d81c55368AE168C2C02570cB814F'
const HASH = `0x${'5a'.repeat(32)}`
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
const tx = { to: ROUTER, data: '0x1234', value: '0' }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

type Answer = { status?: number; body: unknown } | Error | (() => Promise<never>)

/** Answers the swap routes from `routes` (path suffix → status and body); anything else is 404. */
function serve(routes: Record<string, Answer>) {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input))
    const route = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((suffix) => url.pathname.endsWith(suffix))
    const answer = route === undefined ? { status: 404, body: {} } : routes[route]
    if (answer instanceof Error) throw answer
    if (typeof answer === 'function') return answer()
    return new Response(JSON.stringify(answer?.body), { status: answer?.status ?? 200 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const held = (symbol: string, numeric: string, address?: string, price = 0): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  ...(address ? { address } : {}),
  value: Number(numeric) * price,
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

type WalletRequest = (id: string, method: string, params?: unknown) => Promise<unknown>

function setup(
  options: {
    caipNetworkId?: `eip155:${string}`
    balances?: TokenBalance[]
    walletRequest?: WalletRequest
    store?: Store
    /** The network's block explorer. */
    explorer?: string
  } = {},
): Store {
  const caipNetworkId = options.caipNetworkId ?? 'eip155:31337'
  const store = options.store ?? testStore()
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
  store.set(loadBalancesDepsAtom, { fetchBalances: async () => options.balances ?? [] })
  initializeChains(store, [
    {
      ...testNetwork(caipNetworkId),
      id: Number(caipNetworkId.slice(7)),
      ...(options.explorer
        ? { blockExplorers: { default: { name: 'Scan', url: options.explorer } } }
        : {}),
    },
  ])
  setCaipAddress(store, `${caipNetworkId}:${ACCOUNT}`)
  if (options.walletRequest) {
    setActiveConnector(store, 'eip155', 'demo.wallet')
    store.set(hostLinkAtom, {
      bridge: { walletRequest: options.walletRequest },
      openUrl: async () => true,
    })
    store.set(sendChainDepsAtom, { probe: async () => {} })
    store.set(swapReceiptsAtom, { wait: async () => 'success' })
  }
  renderView(<Swap />, store)
  return store
}

const tokens = { body: { tokens: { [SWAP_NATIVE_TOKEN]: eth, [ADT]: adt } } }

type Wait = (network: unknown, hash: string) => Promise<'success' | 'reverted'>

/** An error as viem's receipt wait throws it (`shortMessage` is what the view used to show). */
const viemError = (shortMessage: string) => Object.assign(new Error(shortMessage), { shortMessage })

/** A promise the test settles when it chooses (a receipt that comes later). */
function later<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

/** How many transactions the wallet was asked to send. */
const sends = (walletRequest: ReturnType<typeof vi.fn<WalletRequest>>) =>
  walletRequest.mock.calls.filter(([, method]) => method === 'eth_sendTransaction').length

/** Opens a side's token picker and picks `symbol`. */
async function pick(side: RegExp, symbol: string) {
  fireEvent.click(await screen.findByRole('button', { name: side }))
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${symbol} `) }))
}

const pay = async (amount: string) =>
  fireEvent.input(await screen.findByLabelText('You pay', { selector: 'input' }), {
    target: { value: amount },
  })

/** The form's primary button (its name says what is missing while it is disabled). */
const primary = () =>
  screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit')

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
    setup({ caipNetworkId: 'eip155:31338' })
    expect(await screen.findByText('Swaps are not available on this network')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(12)
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('error: an API that is down says so, and Try again reads the tokens again', async () => {
    const fetch = serve({ '/tokens': new TypeError('Failed to fetch') })
    setup()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Swaps are unavailableThe swap service cannot be reached.')
    serve({ '/tokens': tokens })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Pay with ETH. Change token' })).toBeTruthy()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  test('error: regression, a 500 without words says the swap service failed (was "HTTP status code: 500")', async () => {
    serve({ '/tokens': { status: 500, body: 'internal' } })
    setup()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatchInlineSnapshot(
      `"Swaps are unavailableThe swap service failed to answer (HTTP 500)."`,
    )
  })

  test('default: pays with the native coin; the button names what is missing until a quote', async () => {
    serve({ '/tokens': tokens, '/quote': { body: quote } })
    setup()
    expect(await screen.findByRole('button', { name: 'Pay with ETH. Change token' })).toBeTruthy()
    expect(primary()?.textContent).toBe('Enter an amount')
    await pay('0.001')
    expect(primary()?.textContent).toBe('Select a token')
    expect((primary() as HTMLButtonElement).disabled).toBe(true)
    await pick(/^Select the token to receive$/, 'ADT')
    expect(screen.getByRole('button', { name: 'Receive ADT. Change token' })).toBeTruthy()
  })

  test('default: the quote in the receive card, rate, price impact, fee and minimum received; then Swap', async () => {
    const fetch = serve({ '/tokens': tokens, '/quote': { body: quote } })
    setup()
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('0.001')
    expect(await screen.findByTestId('swap-quote-loading')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('swap-quote').textContent).toBe('0.996006'), {
      timeout: 3000,
    })
    const details = screen.getByLabelText('Swap details').textContent
    expect(details).toBe(
      'Rate1 ETH = 996.006 ADTPrice impact0.20%Network fee≈ 0.00013 CMinimum received0.986046 ADT',
    )
    expect((screen.getByRole('button', { name: 'Swap' }) as HTMLButtonElement).disabled).toBe(false)
    const asked = new URL(String(fetch.mock.calls.at(-1)?.[0]))
    expect(asked.pathname).toBe('/v1/swap/v6.0/31337/quote')
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      projectId: 'demo',
      src: SWAP_NATIVE_TOKEN,
      dst: ADT,
      amount: '1000000000000000',
    })
  })

  test('behavior: a large quote reads with thousands grouped, as every amount in the modal; flipped, it is plain digits to edit', async () => {
    // 1,234,567.89 ADT for 1,000 ETH.
    serve({
      '/tokens': tokens,
      '/quote': { body: { ...quote, dstAmount: '1234567890000000000000000' } },
    })
    setup()
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('1000')
    await waitFor(() => expect(screen.getByTestId('swap-quote').textContent).toBe('1,234,567'), {
      timeout: 3000,
    })
    expect(screen.getByTestId('swap-quote').title).toBe('1,234,567.89')
    expect(screen.getByLabelText('Swap details').textContent).toBe(
      'Rate1 ETH = 1,234.56 ADTPrice impact0.20%Network fee≈ 0.00013 CMinimum received1,222,222 ADT',
    )
    // Drawn in the figure of the amount typed above it (ui's .al-figure), in a well like it.
    const out = screen.getByRole('status', { name: 'Amount you receive' })
    expect(out.className).toBe('al-swap-out-amount al-figure')
    expect(out.closest('.al-amount')?.className).toBe('al-well al-amount al-swap-out')
    fireEvent.click(screen.getByRole('button', { name: 'Switch the tokens' }))
    expect(
      (screen.getByLabelText('You pay', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('1234567.89')
  })

  test('behavior: the quote and rate have 6 significant digits, the exact amount in the title (regression: "1,244.9987…" cut off and a six-decimal rate on a 390 px phone)', async () => {
    // 1,244.998786… ADT for 0.5 ETH, as the phone audit saw it.
    serve({
      '/tokens': tokens,
      '/quote': { body: { ...quote, dstAmount: '1244998786123456789012' } },
    })
    setup()
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('0.5')
    await waitFor(() => expect(screen.getByTestId('swap-quote').textContent).toBe('1,244.99'), {
      timeout: 3000,
    })
    expect(screen.getByTestId('swap-quote').title).toBe('1,244.998786123456789012')
    expect(within(screen.getByLabelText('Swap details')).getByText(/^1 ETH = /).textContent).toBe(
      '1 ETH = 2,489.99 ADT',
    )
  })

  test('behavior: the balance, Max and "Insufficient ETH balance"', async () => {
    serve({ '/tokens': tokens, '/quote': { body: quote } })
    setup({ balances: [held('ETH', '0.5', undefined, 2500), held('ADT', '3', ADT)] })
    await pick(/^Select the token to receive$/, 'ADT')
    expect(await screen.findByText('Balance 0.500 ETH')).toBeTruthy()
    await pay('1')
    expect(primary()?.textContent).toBe('Insufficient ETH balance')
    expect((primary() as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByTestId('amount-usd').textContent).toBe('$2,500.00')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(
      (screen.getByLabelText('You pay', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('0.5')
  })

  test('behavior: picking the token of the other side swaps them; the flip button turns the trade round', async () => {
    serve({ '/tokens': tokens, '/quote': { body: quote } })
    setup()
    await pick(/^Select the token to receive$/, 'ADT')
    await pick(/^Pay with ETH/, 'ADT')
    expect(screen.getByRole('button', { name: 'Pay with ADT. Change token' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Receive ETH. Change token' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Switch the tokens' }))
    await pay('0.001')
    await waitFor(() => expect(screen.getByTestId('swap-quote').textContent).toBe('0.996006'), {
      timeout: 3000,
    })
    // The amount quoted becomes the amount paid.
    fireEvent.click(screen.getByRole('button', { name: 'Switch the tokens' }))
    expect(screen.getByRole('button', { name: 'Pay with ADT. Change token' })).toBeTruthy()
    expect(
      (screen.getByLabelText('You pay', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('0.996006')
  })

  test('behavior: a token the exchange may not take yet: "Approve ADT", then Swap, then the result', async () => {
    const walletRequest = vi.fn<WalletRequest>(async () => HASH)
    let allowance = '0'
    serve({
      '/tokens': tokens,
      '/quote': { body: { ...quote, srcToken: adt, dstToken: eth } },
      '/approve/allowance': { body: { allowance: '0' } },
      '/approve/transaction': { body: tx },
      '/swap': { body: { ...quote, srcToken: adt, dstToken: eth, tx } },
    })
    setup({ walletRequest })
    await pick(/^Pay with ETH/, 'ADT')
    await pick(/^Select the token to receive$/, 'ETH')
    await pay('5')
    const approve = await screen.findByRole('button', { name: 'Approve ADT' }, { timeout: 3000 })
    const steps = screen.getByRole('list', { name: 'Steps' })
    expect(steps.textContent).toBe('1Approve ADTLets the exchange take 5 ADT2Swap ADT for ETHNext')
    allowance = '5000000000000000000'
    serve({
      '/tokens': tokens,
      '/approve/allowance': { body: { allowance } },
      '/approve/transaction': { body: tx },
      '/swap': { body: { ...quote, srcToken: adt, dstToken: eth, tx } },
    })
    fireEvent.click(approve)
    const swap = await screen.findByRole('button', { name: 'Swap' })
    expect(within(steps).getByText('Approved')).toBeTruthy()
    expect(walletRequest).toHaveBeenCalledWith('demo.wallet', 'eth_sendTransaction', [
      expect.objectContaining({ to: ROUTER, data: '0x1234' }),
    ])
    fireEvent.click(swap)
    expect(await screen.findByText('Swap complete')).toBeTruthy()
    expect(screen.getByText('0.996006 ETH')).toBeTruthy()
    expect(screen.getByTestId('swap-hash').getAttribute('data-hash')).toBe(HASH)
    expect(screen.getByRole('button', { name: 'New swap' })).toBeTruthy()
  })

  test('error: a declined swap says "Transaction declined" and keeps what was typed', async () => {
    const walletRequest = vi.fn<WalletRequest>(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    serve({
      '/tokens': tokens,
      '/quote': { body: quote },
      '/swap': { body: { ...quote, tx } },
    })
    setup({ walletRequest })
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('0.001')
    fireEvent.click(await screen.findByRole('button', { name: 'Swap' }, { timeout: 3000 }))
    expect((await screen.findByRole('alert')).textContent).toBe('Transaction declined')
    expect((screen.getByRole('button', { name: 'Swap' }) as HTMLButtonElement).disabled).toBe(false)
    expect(
      (screen.getByLabelText('You pay', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('0.001')
    expect(screen.getByTestId('swap-quote').textContent).toBe('0.996006')
  })

  test('behavior: what was typed outlives the view (back to Account and again)', async () => {
    serve({ '/tokens': tokens, '/quote': { body: quote } })
    const store = setup()
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('0.25')
    cleanup()
    renderView(<Swap />, store)
    expect(await screen.findByRole('button', { name: 'Receive ADT. Change token' })).toBeTruthy()
    expect(
      (screen.getByLabelText('You pay', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('0.25')
  })

  test('behavior: slippage is behind its settings button; above 5 % it is warned, outside 0.1–50 % refused', async () => {
    serve({ '/tokens': tokens, '/quote': { body: { ...quote, priceImpact: 12.5 } } })
    setup()
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('100')
    expect(await screen.findByText('High price impact: 12.50%', {}, { timeout: 3000 })).toBeTruthy()
    expect(screen.queryByLabelText('Slippage tolerance (%)')).toBeNull()
    const settings = screen.getByRole('button', { name: 'Slippage 1%' })
    fireEvent.click(settings)
    expect(settings.getAttribute('aria-expanded')).toBe('true')
    // The term is explained once in plain words, and screen readers hear it with the group.
    expect(
      screen.getByRole('group', {
        name: 'Slippage tolerance',
        description:
          'How far the price may move before the swap is cancelled and you keep your tokens.',
      }),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '0.5%' }))
    expect(screen.getByRole('button', { name: 'Slippage 0.5%' })).toBeTruthy()
    // Above 5 % the field warns of the consequence in plain words (was "may be front-run").
    fireEvent.input(screen.getByLabelText('Slippage tolerance (%)'), { target: { value: '8' } })
    expect(
      screen.getByRole('textbox', {
        name: 'Slippage tolerance (%)',
        description: 'With a tolerance this high, you may get up to 8% less than shown.',
      }),
    ).toBeTruthy()
    fireEvent.input(screen.getByLabelText('Slippage tolerance (%)'), { target: { value: '60' } })
    expect(screen.getByRole('alert').textContent).toBe('Slippage must be between 0.1% and 50%')
    expect(primary()?.textContent).toBe('Set a valid slippage')
    expect((primary() as HTMLButtonElement).disabled).toBe(true)
    // Closed while invalid, the settings stay open: the error is not hidden away.
    fireEvent.click(screen.getByRole('button', { name: 'Slippage 60%' }))
    expect(screen.getByLabelText('Slippage tolerance (%)')).toBeTruthy()
  })

  test('error: no pool connects the tokens: "No route" and the API\'s words', async () => {
    serve({
      '/tokens': tokens,
      '/quote': {
        status: 400,
        body: {
          error: {
            code: 'INSUFFICIENT_LIQUIDITY',
            message: 'No pool with liquidity connects ETH and ADT on eip155:31337.',
          },
        },
      },
    })
    setup()
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('1')
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'No pool with liquidity connects ETH and ADT on eip155:31337.',
    )
    expect(primary()?.textContent).toBe('No route')
    expect((primary() as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByTestId('swap-quote').textContent).toBe('—No quote')
  })

  // Regression: a failed quote showed "You receive 0", as if the trade would give nothing.
  test("error: a quote the API fails to give shows no amount received, nor the last quote's rate", async () => {
    serve({ '/tokens': tokens, '/quote': { body: quote } })
    setup()
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('0.001')
    await waitFor(() => expect(screen.getByTestId('swap-quote').textContent).toBe('0.996006'), {
      timeout: 3000,
    })
    serve({ '/tokens': tokens, '/quote': { status: 502, body: 'bad gateway' } })
    await pay('0.002')
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'The swap service failed to answer (HTTP 502).',
    )
    const received = screen.getByTestId('swap-quote')
    expect(received.textContent).toBe('—No quote')
    expect(received.closest('output')?.getAttribute('data-empty')).toBe('true')
    expect(screen.queryByLabelText('Swap details')).toBeNull()
    expect(primary()?.textContent).toBe('Get a new quote')
  })

  test('error: a swap service that cannot be reached while quoting shows no amount received', async () => {
    serve({ '/tokens': tokens, '/quote': new TypeError('Failed to fetch') })
    setup()
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('0.001')
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'The swap service cannot be reached.',
    )
    expect(screen.getByTestId('swap-quote').textContent).toBe('—No quote')
    expect(screen.queryByLabelText('Swap details')).toBeNull()
  })

  test('error: an API refusal shows its own message, and a new quote can be asked', async () => {
    serve({
      '/tokens': tokens,
      '/quote': {
        status: 400,
        body: { error: { code: 'AMOUNT_TOO_SMALL', message: '1 of ETH buys no ADT: swap more.' } },
      },
    })
    setup()
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('0.000000000000000001')
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      '1 of ETH buys no ADT: swap more.',
    )
    serve({ '/tokens': tokens, '/quote': { body: quote } })
    fireEvent.click(screen.getByRole('button', { name: 'Get a new quote' }))
    expect(await screen.findByRole('button', { name: 'Swap' }, { timeout: 3000 })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  // Regression: the receipt wait throwing after the wallet sent the swap showed viem's text with
  // Swap enabled again, so a second press sent a second swap.
  test('error: a sent swap whose receipt wait fails is "sent, not confirmed yet", and Swap is not offered again', async () => {
    const walletRequest = vi.fn<WalletRequest>(async () => HASH)
    serve({ '/tokens': tokens, '/quote': { body: quote }, '/swap': { body: { ...quote, tx } } })
    const store = setup({ walletRequest, explorer: 'https://scan.example' })
    const wait = vi.fn<Wait>(async () => {
      throw viemError('HTTP request failed.')
    })
    store.set(swapReceiptsAtom, { wait })
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('0.001')
    fireEvent.click(await screen.findByRole('button', { name: 'Swap' }, { timeout: 3000 }))
    expect(await screen.findByText('Swap sent, not confirmed yet')).toBeTruthy()
    expect(screen.getByText(/^Sent, not confirmed yet/).textContent).toMatchInlineSnapshot(
      `"Sent, not confirmed yet: it may still go through. Check it in your wallet or on the explorer before you swap again."`,
    )
    expect(screen.getByTestId('swap-hash').getAttribute('data-hash')).toBe(HASH)
    expect(screen.getByRole('link', { name: 'View on explorer' }).getAttribute('href')).toBe(
      `https://scan.example/tx/${HASH}`,
    )
    expect(screen.queryByText('HTTP request failed.')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
    // The chain is asked once more on arrival; that failing too offers Check again, not Swap.
    const check = await screen.findByRole('button', { name: 'Check again' })
    expect(wait).toHaveBeenCalledTimes(2)
    fireEvent.click(check)
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeTruthy()
    expect(wait).toHaveBeenCalledTimes(3)
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
    expect(sends(walletRequest)).toBe(1)
    // Starting over is the visitor's choice, and keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'New swap' }))
    expect(await screen.findByRole('button', { name: 'Swap' }, { timeout: 3000 })).toBeTruthy()
    expect(
      (screen.getByLabelText('You pay', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('0.001')
    expect(sends(walletRequest)).toBe(1)
  })

  test('behavior: an unconfirmed swap whose receipt comes later shows the result', async () => {
    const walletRequest = vi.fn<WalletRequest>(async () => HASH)
    serve({ '/tokens': tokens, '/quote': { body: quote }, '/swap': { body: { ...quote, tx } } })
    const store = setup({ walletRequest })
    const receipt = later<'success'>()
    const wait = vi
      .fn<Wait>(() => receipt.promise)
      .mockRejectedValueOnce(
        viemError(`Timed out while waiting for transaction with hash "${HASH}" to be confirmed.`),
      )
    store.set(swapReceiptsAtom, { wait })
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('0.001')
    fireEvent.click(await screen.findByRole('button', { name: 'Swap' }, { timeout: 3000 }))
    expect(await screen.findByText('Swap sent, not confirmed yet')).toBeTruthy()
    // Without an explorer the words send the visitor to the wallet only.
    expect(screen.getByText(/^Sent, not confirmed yet/).textContent).toBe(
      'Sent, not confirmed yet: it may still go through. Check it in your wallet before you swap again.',
    )
    expect(screen.queryByText(/Timed out/)).toBeNull()
    expect((screen.getByRole('button', { name: 'Checking…' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    receipt.resolve('success')
    expect(await screen.findByText('Swap complete')).toBeTruthy()
    expect(screen.getByTestId('swap-hash').getAttribute('data-hash')).toBe(HASH)
    expect(sends(walletRequest)).toBe(1)
  })

  test('error: a sent approval whose receipt wait fails is not offered again; its later receipt leads to Swap', async () => {
    const walletRequest = vi.fn<WalletRequest>(async () => HASH)
    serve({
      '/tokens': tokens,
      '/quote': { body: { ...quote, srcToken: adt, dstToken: eth } },
      '/approve/allowance': { body: { allowance: '0' } },
      '/approve/transaction': { body: tx },
    })
    const store = setup({ walletRequest })
    const receipt = later<'success'>()
    const wait = vi
      .fn<Wait>(() => receipt.promise)
      .mockRejectedValueOnce(viemError('HTTP request failed.'))
    store.set(swapReceiptsAtom, { wait })
    await pick(/^Pay with ETH/, 'ADT')
    await pick(/^Select the token to receive$/, 'ETH')
    await pay('5')
    fireEvent.click(await screen.findByRole('button', { name: 'Approve ADT' }, { timeout: 3000 }))
    expect(await screen.findByText('Approval sent, not confirmed yet')).toBeTruthy()
    expect(screen.getByText(/^Sent, not confirmed yet/).textContent).toBe(
      'Sent, not confirmed yet: it may still go through. Check it in your wallet before you approve again.',
    )
    expect(screen.queryByRole('button', { name: 'Approve ADT' })).toBeNull()
    expect(screen.queryByText('HTTP request failed.')).toBeNull()
    serve({
      '/tokens': tokens,
      '/approve/allowance': { body: { allowance: '5000000000000000000' } },
    })
    receipt.resolve('success')
    expect(await screen.findByRole('button', { name: 'Swap' })).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'Steps' })).getByText('Approved')).toBeTruthy()
    expect(sends(walletRequest)).toBe(1)
  })

  /** A wallet that sends when the test says so (the visitor confirms later); HASH is its hash. */
  function slowWallet() {
    const confirm = later<string>()
    const walletRequest = vi.fn<WalletRequest>(async (_id, method) =>
      method === 'eth_sendTransaction' ? confirm.promise : HASH,
    )
    return { walletRequest, confirm: () => confirm.resolve(HASH) }
  }

  /** Picks ADT for 0.001 ETH and presses Swap; the wallet is asked. */
  async function pressSwap() {
    await pick(/^Select the token to receive$/, 'ADT')
    await pay('0.001')
    fireEvent.click(await screen.findByRole('button', { name: 'Swap' }, { timeout: 3000 }))
    expect(await screen.findByRole('button', { name: 'Confirm in your wallet' })).toBeTruthy()
  }

  // Regression: the swap's progress lived in the view, so back in Swap while the wallet had the
  // swap showed a fresh form with Swap enabled, and a second press could pay twice.
  test('behavior: back in Swap while the wallet has the swap, it is still "Confirm in your wallet", then its result', async () => {
    const { walletRequest, confirm } = slowWallet()
    serve({ '/tokens': tokens, '/quote': { body: quote }, '/swap': { body: { ...quote, tx } } })
    const store = setup({ walletRequest })
    await pressSwap()
    cleanup()
    renderView(<Swap />, store)
    const busy = await screen.findByRole('button', { name: 'Confirm in your wallet' })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    // The inputs sit in a disabled fieldset (which happy-dom does not pass on to `input.disabled`).
    const input = screen.getByLabelText('You pay', { selector: 'input' })
    expect(input.closest('fieldset')?.disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
    confirm()
    expect(await screen.findByText('Swap complete')).toBeTruthy()
    expect(sends(walletRequest)).toBe(1)
  })

  test('behavior: a swap confirmed and mined while the visitor is away shows its result on return', async () => {
    const { walletRequest, confirm } = slowWallet()
    const fetch = serve({
      '/tokens': tokens,
      '/quote': { body: quote },
      '/swap': { body: { ...quote, tx } },
    })
    const store = setup({ walletRequest })
    await pressSwap()
    cleanup()
    confirm()
    // Activity is read again once the swap is mined: its outcome came with no Swap on screen.
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes('/history'))).toBe(true),
    )
    renderView(<Swap />, store)
    expect(await screen.findByText('Swap complete')).toBeTruthy()
    expect(screen.getByTestId('swap-hash').getAttribute('data-hash')).toBe(HASH)
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
    expect(sends(walletRequest)).toBe(1)
    // Done leaves the result: the next visit is a new swap.
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    cleanup()
    renderView(<Swap />, store)
    expect(await screen.findByRole('button', { name: 'Enter an amount' })).toBeTruthy()
  })

  test('behavior: a swap sent but not confirmed while the visitor is away is "sent, not confirmed yet" on return', async () => {
    const { walletRequest, confirm } = slowWallet()
    serve({ '/tokens': tokens, '/quote': { body: quote }, '/swap': { body: { ...quote, tx } } })
    const store = setup({ walletRequest })
    const wait = vi.fn<Wait>(async () => {
      throw viemError('HTTP request failed.')
    })
    store.set(swapReceiptsAtom, { wait })
    await pressSwap()
    cleanup()
    confirm()
    await waitFor(() => expect(wait).toHaveBeenCalledTimes(1))
    renderView(<Swap />, store)
    expect(await screen.findByText('Swap sent, not confirmed yet')).toBeTruthy()
    expect(screen.getByTestId('swap-hash').getAttribute('data-hash')).toBe(HASH)
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
    expect(sends(walletRequest)).toBe(1)
  })
})
