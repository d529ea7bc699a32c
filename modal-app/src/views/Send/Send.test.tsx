// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { EstimateGasExecutionError, InternalRpcError, RpcRequestError } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { loadBalancesDepsAtom } from '../../app/loadBalancesDepsAtom.ts'
import { type SendChainDeps, sendChainDepsAtom } from '../../app/sendChain.ts'
import { activeAccountAtom, setCaipAddress } from '../../state/account.ts'
import { initializeChains, setActiveNetwork } from '../../state/chain.ts'
import { setActiveConnector } from '../../state/connectors.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { pushView, resetView, viewAtom } from '../../state/router/viewStack.ts'
import type { Store } from '../../state/Store.ts'
import { sendDraftAtom } from '../../state/send/sendDraft.ts'
import { snackbarAtom } from '../../state/snackbar.ts'
import { testNetwork } from '../../state/testing.ts'
import type { TokenBalance } from '../../state/validation/TokenBalance.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Send } from './Send.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const evm = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const hash = `0x${'12'.repeat(32)}`
const DEMO_SECOND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function balance(symbol: string, numeric: string, address?: string): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    ...(address ? { address } : {}),
    value: 0,
    price: 0,
    quantity: { decimals: '18', numeric },
    iconUrl: '',
  }
}

type WalletRequest = (id: string, method: string, params?: unknown) => Promise<unknown>

function setup(
  network: `${'eip155' | 'polkadot' | 'solana'}:${string}`,
  address: string,
  options: {
    walletRequest?: WalletRequest
    balances?: () => TokenBalance[]
    store?: Store
    chain?: SendChainDeps
  } = {},
) {
  const store = options.store ?? testStore()
  const balances = options.balances ?? (() => [balance('C', '10'), balance('ADT', '5', TOKEN)])
  store.set(loadBalancesDepsAtom, { fetchBalances: async () => balances() })
  // The network answers and confirms at once unless a test says otherwise.
  store.set(sendChainDepsAtom, {
    probe: async () => {},
    confirm: async () => {},
    estimateFee: async () => ({ amount: '0.000042', symbol: 'C' }),
    readRecipient: async () => 'account',
    ...options.chain,
  })
  initializeChains(store, [testNetwork(network)])
  setCaipAddress(store, `${network}:${address}`)
  if (options.walletRequest) {
    setActiveConnector(store, testNetwork(network).chainNamespace, 'demo.wallet')
    store.set(hostLinkAtom, {
      bridge: { walletRequest: options.walletRequest },
      openUrl: async () => true,
    })
  }
  renderView(<Send />, store)
  return store
}

/** Send on eip155:1 with the project's names API, answered by `answer`. */
function setupWithNamesApi(answer: (url: string | URL | Request) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer))
  const store = testStore()
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
  setup('eip155:1', evm, { store })
  return store
}

/** The names API's answer for `name`: its record with `address`, or none (nobody holds it). */
const nameAnswer = (name: string, address?: string) =>
  Response.json({ name, record: address ? { name, addresses: { '60': { address } } } : null })

const review = () => fireEvent.click(screen.getByRole('button', { name: 'Review' }))
/** The form's primary: Review, or what is missing while it is disabled. */
const primaryButton = () =>
  document.querySelector('form button[type="submit"]') as HTMLButtonElement
const primary = () => ({ text: primaryButton().textContent, disabled: primaryButton().disabled })
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
const send = () => fireEvent.click(sendButton())
const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } })
/** The picker's rows, by their names, once the balances are listed. */
const openPicker = async () => {
  fireEvent.click(screen.getByRole('button', { name: /^Token: / }))
  await waitFor(() =>
    expect(screen.getAllByRole('button', { name: /balance/ }).length).toBeGreaterThan(0),
  )
  return screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))
}
const pick = async (symbol: string) => {
  await waitFor(() => expect(screen.getByRole('button', { name: /^Token: / })).toBeTruthy())
  fireEvent.click(screen.getByRole('button', { name: /^Token: / }))
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${symbol} .*balance`) }))
}
/** Fills the form with the token, amount and recipient, and goes to the review. */
const order = async (symbol: string, amount: string, to: string) => {
  await pick(symbol)
  fill('Amount', amount)
  fill('To', to)
  review()
  await screen.findByRole('button', { name: 'Send' })
}

describe('Send', () => {
  test('default: without an account', () => {
    renderView(<Send />)
    expect(screen.getByText('No account connected')).toBeTruthy()
  })

  test('default: turned off by the host, it says so', () => {
    renderView(<Send />, testStore({ features: { send: false } }))
    expect(screen.getByText('This project has not enabled Send.')).toBeTruthy()
  })

  test('default: the token picker lists the native coin and the tokens with their balances', async () => {
    setup('eip155:1', evm)
    // The native coin is chosen to begin with, as wallets do.
    expect(screen.getByRole('button', { name: 'Token: C. Change token' })).toBeTruthy()
    await waitFor(() => expect(screen.getByText('Balance 10.000 C')).toBeTruthy())
    expect(await openPicker()).toEqual(['C C, balance 10.000', 'ADT ADT, balance 5.000'])
    fireEvent.click(screen.getByRole('button', { name: /^ADT / }))
    expect(screen.getByRole('button', { name: 'Token: ADT. Change token' })).toBeTruthy()
    expect(screen.getByText('Balance 5.000 ADT')).toBeTruthy()
  })

  test('behavior: Max fills in the whole balance; a priced token shows the amount in USD', async () => {
    setup('eip155:1', evm, {
      balances: () => [{ ...balance('C', '2.5'), price: 3000, value: 7500 }],
    })
    await screen.findByText('Balance 2.500 C')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('2.5')
    expect(screen.getByTestId('amount-usd').textContent).toBe('$7,500.00')
  })

  test("behavior: Paste fills the recipient with the clipboard's text, trimmed", async () => {
    const readText = vi.fn(async () => `  ${receiver}\n`)
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: { readText } })
    setup('eip155:1', evm)
    await screen.findByText('Balance 10.000 C')
    fill('Amount', '1')
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }))
    await waitFor(() =>
      expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(receiver),
    )
    expect(readText).toHaveBeenCalledOnce()
    expect(primary()).toEqual({ text: 'Review', disabled: false })
    expect(screen.queryByRole('status')).toBeNull()
    // The field wraps a long address but stays one line: Enter reviews.
    fireEvent.keyDown(screen.getByLabelText('To'), { key: 'Enter' })
    expect((await screen.findByTestId('review-amount')).textContent).toBe('1 C')
  })

  test('error: a clipboard that cannot be read says to paste with the keyboard; the typed text stays', async () => {
    const readText = vi.fn(async () => {
      throw new DOMException('Read permission denied.', 'NotAllowedError')
    })
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: { readText } })
    setup('eip155:1', evm)
    fill('To', '0x7099')
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }))
    const said = await screen.findByRole('status')
    expect(said.textContent).toMatchInlineSnapshot(
      `"Couldn’t read the clipboard — paste with your keyboard"`,
    )
    const to = screen.getByLabelText('To') as HTMLInputElement
    expect(to.value).toBe('0x7099')
    expect(to.getAttribute('aria-describedby')).toContain(said.id)
    // Typing answers it: the line goes.
    fill('To', receiver)
    expect(screen.queryByRole('status')).toBeNull()
  })

  test('error: an empty clipboard says so and changes nothing', async () => {
    vi.stubGlobal('navigator', {
      ...globalThis.navigator,
      clipboard: { readText: async () => ' \n' },
    })
    setup('eip155:1', evm)
    fill('To', 'bob.airlock')
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }))
    expect((await screen.findByRole('status')).textContent).toBe('The clipboard is empty')
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('bob.airlock')
  })

  test('default: no Paste where the clipboard cannot be read (no API, or a frame not allowed to)', () => {
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: undefined })
    setup('eip155:1', evm)
    expect(screen.getByLabelText('To')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Paste' })).toBeNull()
    cleanup()
    vi.stubGlobal('navigator', {
      ...globalThis.navigator,
      clipboard: { readText: async () => receiver },
    })
    // Chromium's answer in an iframe whose host did not allow clipboard-read.
    Object.defineProperty(document, 'featurePolicy', {
      configurable: true,
      value: { allowsFeature: (feature: string) => feature !== 'clipboard-read' },
    })
    try {
      setup('eip155:1', evm)
      expect(screen.queryByRole('button', { name: 'Paste' })).toBeNull()
    } finally {
      Reflect.deleteProperty(document, 'featurePolicy')
    }
  })

  test('behavior: Review is disabled and says what is missing, in the order the form is filled', async () => {
    setup('eip155:1', evm)
    await screen.findByText('Balance 10.000 C')
    const amount = screen.getByLabelText('Amount')
    const to = screen.getByLabelText('To')
    expect(primary()).toEqual({ text: 'Enter an amount', disabled: true })
    expect(amount.getAttribute('aria-invalid')).toBeNull()
    fill('Amount', '1.5.2')
    expect(primary()).toEqual({ text: 'Invalid amount', disabled: true })
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    // The field points at the button's words, so a screen reader hears what is wrong.
    expect(amount.getAttribute('aria-describedby')).toBe(primaryButton().id)
    fill('Amount', '0')
    expect(primary()).toEqual({ text: 'Enter an amount above 0', disabled: true })
    fill('Amount', '10.5')
    expect(primary()).toEqual({ text: 'Insufficient balance', disabled: true })
    fill('Amount', '1')
    expect(primary()).toEqual({ text: 'Enter an address', disabled: true })
    expect(amount.getAttribute('aria-invalid')).toBeNull()
    fill('To', '0x123')
    expect(primary()).toEqual({ text: 'Invalid address', disabled: true })
    expect(to.getAttribute('aria-invalid')).toBe('true')
    fill('To', 'alice.airlock')
    expect(primary()).toEqual({ text: 'Review', disabled: false })
    fill('To', evm)
    expect(primary()).toEqual({ text: 'Review', disabled: false })
    expect(to.getAttribute('aria-invalid')).toBe('false')
    // Enter in a field of an incomplete form does not review it either.
    fill('To', '')
    fireEvent.submit(amount.closest('form') as HTMLFormElement)
    expect(screen.queryByTestId('review-amount')).toBeNull()
    fill('To', evm)
    review()
    // Send waits for the recipient check (an account here).
    await screen.findByRole('button', { name: 'Send' })
    send()
    expect(await screen.findByText('No wallet is connected.')).toBeTruthy()
  })

  test('behavior: a name nobody holds is said at Review; editing a field takes it away', async () => {
    setupWithNamesApi(async (url) =>
      String(url).includes('/names/')
        ? nameAnswer('nobody.airlock')
        : new Response('{}', { status: 404 }),
    )
    await screen.findByText('Balance 10.000 C')
    fill('Amount', '1')
    fill('To', 'bob.airlock')
    review()
    expect((await screen.findByRole('alert')).textContent).toBe('No one has registered bob.airlock')
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true')
    fill('Amount', '2')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('error: Unsupported chain outside EVM and Solana', () => {
    setup(
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    )
    fill('Amount', '1')
    fill('To', '5Grw')
    expect(primary()).toEqual({ text: 'Unsupported chain', disabled: true })
  })

  test('behavior: the review shows amount, recipient, network and fee; Edit goes back', async () => {
    setup('eip155:1', evm)
    await order('C', '1.5', receiver)
    expect(screen.getByTestId('review-amount').textContent).toBe('1.5 C')
    expect(screen.getByText('0x7099…c79C8')).toBeTruthy()
    expect(await screen.findByText('≈ 0.000042 C')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1.5')
  })

  test('behavior: the network changing under the review (wallet or host) clears it and says so', async () => {
    const store = setup('eip155:1', evm)
    await order('C', '1.5', receiver)
    act(() => setActiveNetwork(store, testNetwork('eip155:137')))
    await screen.findByText('The network changed to eip155:137, so this send was cleared.')
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('To') as HTMLTextAreaElement).value).toBe('')
    // Back on the first network, the old review does not come back.
    act(() => setActiveNetwork(store, testNetwork('eip155:1')))
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    fill('Amount', '2')
    expect(screen.queryByText(/The network changed/)).toBeNull()
  })

  // Regression: Max on the native coin reviewed the whole balance, and the wallet was asked to
  // sign a send that could not pay its fee ("The total cost … exceeds the balance").
  test('error: a native amount that leaves too little for the fee is said at the review; the wallet is not asked', async () => {
    const walletRequest = vi.fn<WalletRequest>(async () => hash)
    setup('eip155:1', evm, { walletRequest })
    await pick('C')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    fill('To', receiver)
    review()
    expect(await screen.findByText('Not enough C for the network fee')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('10')
    fill('Amount', '9.99')
    review()
    expect(await screen.findByText('≈ 0.000042 C')).toBeTruthy()
    expect(screen.queryByText(/for the network fee/)).toBeNull()
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false)
    expect(walletRequest).not.toHaveBeenCalled()
  })

  // Regression: ETH to a contract that refuses it (the exchange's router) was reviewed with its fee
  // "Unavailable", as if the network were down, and failed only after the wallet's prompt with
  // "Anvil Local refused the transaction: An internal error was received."
  test('error: a send the network refuses (a contract recipient) is said at the review; the wallet is not asked', async () => {
    const walletRequest = vi.fn<WalletRequest>(async () => hash)
    const refused = new RpcRequestError({
      body: {},
      url: 'http://127.0.0.1:8545',
      error: { code: -32603, message: 'EVM error InvalidFEOpcode' },
    })
    setup('eip155:1', evm, {
      walletRequest,
      chain: {
        estimateFee: async () => {
          throw new EstimateGasExecutionError(new InternalRpcError(refused), {})
        },
      },
    })
    await order('C', '1', receiver)
    expect(await screen.findByText('eip155:1 would refuse this send')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    expect((screen.getByLabelText('To') as HTMLTextAreaElement).value).toBe(receiver)
    expect(walletRequest).not.toHaveBeenCalled()
  })

  test('error: a fee the network cannot estimate is Unavailable, and Send stays possible', async () => {
    setup('eip155:1', evm, {
      chain: {
        estimateFee: async () => {
          throw new Error('HTTP request failed')
        },
      },
    })
    await order('C', '1', receiver)
    await waitFor(() => expect(screen.getByTestId('network-fee').textContent).toBe('Unavailable'))
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
  })

  // Regression: once the estimate failed or timed out, the fee stayed Unavailable with the RPC
  // back, until the visitor pressed Send.
  test('behavior: after an RPC outage the open review shows the fee on its own; what was typed stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let down = true
      const estimateFee = vi.fn(async () => {
        if (down) throw new Error('HTTP request failed')
        return { amount: '0.000042', symbol: 'C' }
      })
      setup('eip155:1', evm, { chain: { estimateFee } })
      await order('C', '1.5', receiver)
      await waitFor(() => expect(screen.getByTestId('network-fee').textContent).toBe('Unavailable'))
      expect(estimateFee).toHaveBeenCalledTimes(1)
      // Still down at the first retry: it stays Unavailable (not Estimating again).
      await act(() => vi.advanceTimersByTimeAsync(3_000))
      expect(estimateFee).toHaveBeenCalledTimes(2)
      expect(screen.getByTestId('network-fee').textContent).toBe('Unavailable')
      down = false
      await act(() => vi.advanceTimersByTimeAsync(10_000))
      expect(estimateFee).toHaveBeenCalledTimes(3)
      expect(screen.getByTestId('network-fee').textContent).toBe('≈ 0.000042 C')
      expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
      expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1.5')
      expect((screen.getByLabelText('To') as HTMLTextAreaElement).value).toBe(receiver)
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: a fee estimate that timed out is asked again, and shown when it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const estimateFee = vi
        .fn<NonNullable<SendChainDeps['estimateFee']>>()
        .mockReturnValueOnce(new Promise(() => {}))
        .mockResolvedValue({ amount: '0.000042', symbol: 'C' })
      setup('eip155:1', evm, { chain: { estimateFee } })
      await order('C', '1', receiver)
      expect(screen.getByTestId('network-fee').textContent).toBe('Estimating…')
      await act(() => vi.advanceTimersByTimeAsync(8_000))
      expect(screen.getByTestId('network-fee').textContent).toBe('Unavailable')
      await act(() => vi.advanceTimersByTimeAsync(3_000))
      expect(screen.getByTestId('network-fee').textContent).toBe('≈ 0.000042 C')
      expect(estimateFee).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: the fee is asked again a bounded number of times, and not once the review is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const estimateFee = vi.fn(async () => {
        throw new Error('HTTP request failed')
      })
      setup('eip155:1', evm, { chain: { estimateFee } })
      await order('C', '1', receiver)
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000))
      const asked = estimateFee.mock.calls.length
      expect(asked).toBeGreaterThan(1)
      expect(asked).toBeLessThan(10)
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000))
      expect(estimateFee).toHaveBeenCalledTimes(asked)
      expect(screen.getByTestId('network-fee').textContent).toBe('Unavailable')

      // A review left (Edit) asks no more.
      fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
      review()
      await screen.findByRole('button', { name: 'Send' })
      expect(estimateFee).toHaveBeenCalledTimes(asked + 1)
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000))
      expect(estimateFee).toHaveBeenCalledTimes(asked + 1)
      // Nor one whose view went away.
      review()
      await screen.findByRole('button', { name: 'Send' })
      cleanup()
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000))
      expect(estimateFee).toHaveBeenCalledTimes(asked + 2)
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: a .airlock name is resolved through the project API', async () => {
    const store = setupWithNamesApi(async (url) =>
      String(url).includes('/names/alice.airlock')
        ? nameAnswer('alice.airlock', receiver)
        : String(url).includes('/names/')
          ? nameAnswer('bob.airlock')
          : new Response('{}', { status: 404 }),
    )
    await pick('C')
    fill('Amount', '1')
    fill('To', 'bob.airlock')
    review()
    expect((await screen.findByRole('alert')).textContent).toBe('No one has registered bob.airlock')
    fill('To', 'Alice.airlock')
    review()
    expect(await screen.findByText('alice.airlock')).toBeTruthy()
    expect(screen.getByText('0x7099…c79C8')).toBeTruthy()
    expect(store.get(sendDraftAtom)).toMatchObject({
      receiverAddress: receiver,
      receiverProfileName: 'alice.airlock',
    })
  })

  test('error: a name lookup the API refuses shows its reason; a failing or unreachable API is named', async () => {
    const answers = [
      Response.json({ reasons: [{ description: 'Names are read-only today' }] }, { status: 503 }),
      new Response('<html>', { status: 502 }),
    ]
    setupWithNamesApi(async () => {
      const answer = answers.shift()
      if (!answer) throw new TypeError('Failed to fetch')
      return answer
    })
    await pick('C')
    fill('Amount', '1')
    fill('To', 'alice.airlock')
    review()
    expect((await screen.findByRole('alert')).textContent).toBe('Names are read-only today')
    review()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Couldn’t look up alice.airlock: the names service answered 502.',
      ),
    )
    review()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Couldn’t look up alice.airlock: the names service could not be reached.',
      ),
    )
  })

  test('behavior: a native send shows "Confirm in your wallet", then the receipt; its status follows the chain', async () => {
    let answer: (value: unknown) => void = () => {}
    const walletRequest = vi.fn<WalletRequest>(
      () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    )
    let confirmed: () => void = () => {}
    const confirm = () =>
      new Promise<void>((resolve) => {
        confirmed = resolve
      })
    const store = setup('eip155:1', evm, { walletRequest, chain: { confirm } })
    await order('C', '1.5', receiver)
    send()
    expect((await screen.findByRole('status')).textContent).toBe('Confirm in your wallet')
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    await waitFor(() => expect(walletRequest).toHaveBeenCalled())
    expect(walletRequest).toHaveBeenCalledWith('demo.wallet', 'eth_sendTransaction', [
      expect.objectContaining({ to: receiver, value: '0x14d1120d7b160000' }),
    ])
    answer(hash)
    expect(await screen.findByText('Sent 1.5 C')).toBeTruthy()
    // The receipt takes the focus, so that a screen reader says it (regression: nothing was said).
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sent 1.5 C'))
    expect(screen.getByTestId('send-hash').getAttribute('data-hash')).toBe(hash)
    expect(screen.getByText('Pending')).toBeTruthy()
    confirmed()
    expect(await screen.findByText('Confirmed')).toBeTruthy()
    expect(store.get(sendDraftAtom)).toMatchObject({ token: undefined, loading: false })
    fireEvent.click(screen.getByRole('button', { name: 'Send another' }))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('')
  })

  // Regression: a native send approved in the wallet after the visitor closed the modal said
  // nothing on reopening (its receipt was the closed view's), where a token send's toast did.
  test('behavior: a native send answered after the view closed says it was sent', async () => {
    let answer: (value: unknown) => void = () => {}
    const walletRequest = vi.fn<WalletRequest>(
      () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    )
    const store = setup('eip155:1', evm, { walletRequest })
    await order('C', '1.5', receiver)
    send()
    await waitFor(() => expect(walletRequest).toHaveBeenCalled())
    cleanup()
    answer(hash)
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({ message: 'Sent 1.5 C', variant: 'success' }),
    )
    expect(store.get(sendDraftAtom)).toMatchObject({ token: undefined, loading: false })
  })

  test('behavior: a token send calls transfer on the token and returns to Account', async () => {
    const store = testStore()
    resetView(store, 'Account')
    pushView(store, 'Send')
    const walletRequest = vi.fn<WalletRequest>(async () => hash)
    setup('eip155:1', evm, { walletRequest, store })
    await order('ADT', '2', receiver)
    send()
    await waitFor(() => expect(store.get(viewAtom)).toBe('Account'))
    expect(walletRequest).toHaveBeenCalledWith('demo.wallet', 'eth_sendTransaction', [
      expect.objectContaining({
        to: TOKEN,
        value: '0x0',
        data: expect.stringMatching(/^0xa9059cbb/),
      }),
    ])
    expect(store.get(snackbarAtom)).toMatchObject({ message: 'Sent 2 ADT', variant: 'success' })
  })

  test('error: a dead RPC is named before the wallet is asked to sign', async () => {
    const walletRequest = vi.fn<WalletRequest>(async () => hash)
    setup('eip155:1', evm, {
      walletRequest,
      chain: {
        probe: async () => {
          throw new Error('HTTP request failed')
        },
      },
    })
    await order('C', '1', receiver)
    send()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^eip155:1 is not reachable right now/)
    expect(alert.textContent).not.toContain('HTTP request failed')
    expect(walletRequest).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
  })

  test('error: with nothing to send, Review is disabled with the reason, and Receive is offered', async () => {
    const store = setup('eip155:1', evm, { balances: () => [balance('C', '0')] })
    const blocked = await screen.findByTestId('send-blocked')
    expect(blocked.textContent).toBe(
      'Nothing to send: this account holds no funds on eip155:1.Receive funds',
    )
    const reviewButton = screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement
    expect(reviewButton.disabled).toBe(true)
    expect(reviewButton.getAttribute('aria-describedby')).toBe(blocked.id)
    fireEvent.click(screen.getByRole('button', { name: 'Receive funds' }))
    expect(store.get(viewAtom)).toBe('Receive')
  })

  test('error: balances that cannot be read block Send before the wallet, and Retry reads again', async () => {
    let fail = true
    const store = testStore()
    setup('eip155:1', evm, {
      store,
      balances: () => {
        if (fail) throw new Error('HTTP request failed')
        return [balance('C', '10')]
      },
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'eip155:1 is not answering, so nothing can be sent now.Retry',
    )
    expect((screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText('Balance 10.000 C')
    expect(screen.queryByTestId('send-blocked')).toBeNull()
    // No longer blocked: the primary now asks for what the form lacks.
    expect(primary()).toEqual({ text: 'Enter an amount', disabled: true })
  })

  test('behavior: after a token send the balances reload once the transaction is confirmed', async () => {
    let confirmed: () => void = () => {}
    const confirm = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          confirmed = resolve
        }),
    )
    let held = '5'
    const fetches = vi.fn(() => [balance('C', '10'), balance('ADT', held, TOKEN)])
    const store = setup('eip155:1', evm, {
      walletRequest: async () => hash,
      balances: fetches,
      chain: { confirm },
    })
    await order('ADT', '2', receiver)
    send()
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.anything(), hash))
    const before = fetches.mock.calls.length
    held = '3'
    confirmed()
    await waitFor(() =>
      expect(
        store.get(activeAccountAtom).tokenBalance.find((token) => token.address === TOKEN)?.quantity
          .numeric,
      ).toBe('3'),
    )
    expect(fetches.mock.calls.length).toBe(before + 1)
  })

  test('error: declined in the wallet says "Transaction declined" and keeps the draft', async () => {
    setup('eip155:1', evm, {
      walletRequest: async () => {
        throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.', {
          data: { code: 4001 },
        })
      },
    })
    await order('C', '1', receiver)
    send()
    expect((await screen.findByRole('alert')).textContent).toBe('Transaction declined')
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1')
  })

  test('behavior: on Solana, SOL and the SPL tokens are offered', async () => {
    setup(
      'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      {
        balances: () => [
          { ...balance('SOL', '3'), quantity: { decimals: '9', numeric: '3' } },
          { ...balance('ADUSD', '7', 'DaYb1Yg1t2qNgYUzDgdsVgw72yySuvr2qXWZvnPPCDzW') },
        ],
      },
    )
    await screen.findByText('Balance 3.000 SOL')
    expect(await openPicker()).toEqual(['SOL SOL, balance 3.000', 'ADUSD ADUSD, balance 7.000'])
  })
})

describe('Send: the recipient is a contract', () => {
  // A deployed contract that is not a token (the demo exchange's router).
  const CONTRACT = '0xb19b36b1456E65E3A6D514D3F715f204BD59f431'
  const OTHER_TOKEN = '0x8ce361602B935680E8DeC218b820ff5056BeB7af'
  const readRecipient = () =>
    vi.fn<NonNullable<SendChainDeps['readRecipient']>>(async (_, address) =>
      [CONTRACT, TOKEN].some((contract) => contract.toLowerCase() === address.toLowerCase())
        ? 'contract'
        : 'account',
    )
  const to = () => screen.getByLabelText('To')

  test('error: a token to its own contract is refused with the reason before Review; the native coin is not', async () => {
    const walletRequest = vi.fn<WalletRequest>(async () => hash)
    setup('eip155:1', evm, { walletRequest, chain: { readRecipient: readRecipient() } })
    await pick('ADT')
    fill('Amount', '1')
    fill('To', TOKEN.toLowerCase())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatchInlineSnapshot(
      `"This address is the ADT token’s own contract: ADT sent to it is lost for good. Enter the recipient’s address."`,
    )
    expect(primary()).toEqual({ text: 'Review', disabled: true })
    expect(to().getAttribute('aria-invalid')).toBe('true')
    expect(primaryButton().getAttribute('aria-describedby')).toBe(alert.parentElement?.id)
    // Enter does not review it either.
    fireEvent.keyDown(to(), { key: 'Enter' })
    expect(screen.queryByTestId('review-amount')).toBeNull()
    // The native coin to a token contract is not a loss by itself: the contract check speaks.
    await pick('C')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(primary()).toEqual({ text: 'Review', disabled: false })
    expect((await screen.findByRole('status')).textContent).toBe(
      'This address is a contract: check that it can receive C.',
    )
    expect(walletRequest).not.toHaveBeenCalled()
  })

  test('error: a token to another token contract the account lists is refused', async () => {
    setup('eip155:1', evm, {
      balances: () => [
        balance('C', '10'),
        balance('ADT', '5', TOKEN),
        balance('aUSD', '3', OTHER_TOKEN),
      ],
    })
    await pick('ADT')
    fill('Amount', '1')
    fill('To', OTHER_TOKEN)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This address is the aUSD token’s contract: ADT sent to it is lost for good. Enter the recipient’s address.',
    )
    expect(primary().disabled).toBe(true)
    // Editing the address takes the refusal away.
    fill('To', receiver)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(primary()).toEqual({ text: 'Review', disabled: false })
  })

  test('error: a name that points to the token contract is refused at Review', async () => {
    setupWithNamesApi(async () => nameAnswer('alice.airlock', TOKEN))
    await pick('ADT')
    fill('Amount', '1')
    fill('To', 'alice.airlock')
    review()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'alice.airlock is the ADT token’s own contract: ADT sent to it is lost for good. Enter the recipient’s address.',
    )
    expect(screen.queryByTestId('review-amount')).toBeNull()
  })

  test('behavior: a contract recipient is said on the form, and Send waits until the visitor acknowledges it', async () => {
    const walletRequest = vi.fn<WalletRequest>(async () => hash)
    setup('eip155:1', evm, { walletRequest, chain: { readRecipient: readRecipient() } })
    await pick('ADT')
    fill('Amount', '2')
    fill('To', CONTRACT)
    const hint = await screen.findByRole('status')
    expect(hint.textContent).toBe('This address is a contract: check that it can receive ADT.')
    expect(to().getAttribute('aria-describedby')).toBe(hint.id)
    // A warning, not a block: Review goes on.
    review()
    const warning = await screen.findByTestId('send-contract-warning')
    expect(warning.textContent).toMatchInlineSnapshot(
      `"The recipient is a contractWhat a contract receives leaves it only if its code allows. Send only if you know it accepts ADT, as a smart account does.I know this contract can receive ADT"`,
    )
    expect(sendButton().disabled).toBe(true)
    expect(sendButton().getAttribute('aria-describedby')).toBe(warning.id)
    const acknowledge = screen.getByRole('checkbox', {
      name: 'I know this contract can receive ADT',
    })
    fireEvent.click(acknowledge)
    expect(sendButton().disabled).toBe(false)
    expect(sendButton().getAttribute('aria-describedby')).toBeNull()
    // An edited order is a new one: it asks again.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    review()
    await screen.findByTestId('send-contract-warning')
    expect(sendButton().disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'I know this contract can receive ADT' }))
    send()
    await waitFor(() =>
      expect(walletRequest).toHaveBeenCalledWith('demo.wallet', 'eth_sendTransaction', [
        expect.objectContaining({ to: TOKEN, data: expect.stringMatching(/^0xa9059cbb/) }),
      ]),
    )
  })

  test('behavior: an account recipient shows nothing, and its address is read once it is whole and settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const read = readRecipient()
      setup('eip155:1', evm, { chain: { readRecipient: read } })
      await pick('C')
      fill('Amount', '1')
      for (const part of ['0x7', '0x70997970C51812dc3A010C7d01b50e0d17dc79C']) fill('To', part)
      fill('To', receiver)
      await act(() => vi.advanceTimersByTimeAsync(250))
      expect(read).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(100))
      expect(read).toHaveBeenCalledTimes(1)
      expect(read.mock.calls[0]?.[1]).toBe(receiver)
      // The review knows it already: not asked again, and Send is there at once.
      review()
      await screen.findByRole('button', { name: 'Send' })
      expect(read).toHaveBeenCalledTimes(1)
      expect(screen.queryByTestId('send-contract-warning')).toBeNull()
      expect(screen.queryByRole('status')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  test('error: a check the network does not answer is a quiet note, and Send stays possible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const walletRequest = vi.fn<WalletRequest>(async () => hash)
      const readRecipient = vi
        .fn<NonNullable<SendChainDeps['readRecipient']>>()
        .mockReturnValueOnce(new Promise(() => {}))
        .mockRejectedValue(new Error('HTTP request failed'))
      setup('eip155:1', evm, { walletRequest, chain: { readRecipient } })
      await pick('C')
      fill('Amount', '1')
      fill('To', receiver)
      review()
      // The lookup hangs: Send says it is checking, for a bounded time.
      expect(
        (await screen.findByRole('button', { name: 'Checking the recipient…' })).hasAttribute(
          'disabled',
        ),
      ).toBe(true)
      await act(() => vi.advanceTimersByTimeAsync(5_000))
      expect(screen.getByText('Couldn’t check whether the recipient is a contract.')).toBeTruthy()
      expect(sendButton().disabled).toBe(false)
      // A failing RPC, the same: nothing blocks the send.
      fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
      fill('To', DEMO_SECOND)
      review()
      await screen.findByText('Couldn’t check whether the recipient is a contract.')
      send()
      await waitFor(() => expect(walletRequest).toHaveBeenCalled())
    } finally {
      vi.useRealTimers()
    }
  })

  test('default: on Solana, nothing is looked up', async () => {
    const read = readRecipient()
    setup(
      'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      {
        balances: () => [{ ...balance('SOL', '3'), quantity: { decimals: '9', numeric: '3' } }],
        chain: { readRecipient: read },
      },
    )
    await order('SOL', '1', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
    expect(read).not.toHaveBeenCalled()
    expect(sendButton().disabled).toBe(false)
  })
})
