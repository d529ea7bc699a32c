// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { loadBalancesDepsAtom } from '../../app/loadBalancesDepsAtom.ts'
import { type SendChainDeps, sendChainDepsAtom } from '../../app/sendChain.ts'
import { activeAccountAtom, setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { setActiveConnector } from '../../state/connectors.ts'
import { pushView, resetView, viewAtom } from '../../state/router/viewStack.ts'
import type { Store } from '../../state/Store.ts'
import { sendDraftAtom } from '../../state/send/sendDraft.ts'
import { snackbarAtom } from '../../state/snackbar.ts'
import { testNetwork } from '../../state/testing.ts'
import type { TokenBalance } from '../../state/validation/TokenBalance.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Send } from './Send.tsx'

afterEach(cleanup)

const evm = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const hash = `0x${'12'.repeat(32)}`

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
  store.set(sendChainDepsAtom, { probe: async () => {}, confirm: async () => {}, ...options.chain })
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

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }))
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const alertText = () => screen.getByRole('alert').textContent

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
    const picker = screen.getByLabelText('Token')
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a token', 'C (10.000)', 'ADT (5.000)']),
    )
    // The native coin is chosen to begin with, as wallets do.
    expect((picker as HTMLSelectElement).value).toBe('native')
  })

  test('behavior: a visitor who chooses "Choose a token" keeps it, and the native coin is not forced back', async () => {
    setup('eip155:1', evm)
    await screen.findByRole('option', { name: 'C (10.000)' })
    fill('Token', '')
    fill('Amount', '1')
    expect((screen.getByLabelText('Token') as HTMLSelectElement).value).toBe('')
  })

  test('error: the §8 messages, in order, then the address, amount and balance checks', async () => {
    setup('eip155:1', evm)
    await screen.findByRole('option', { name: 'C (10.000)' })
    send()
    expect(alertText()).toBe('An amount and receiver address are required')
    fill('Amount', '1')
    fill('To address', evm)
    fill('Token', '')
    send()
    expect(alertText()).toBe('A token is required')
    fill('Token', 'native')
    fill('To address', '0x123')
    send()
    expect(alertText()).toBe('Enter a valid EVM address')
    fill('To address', evm)
    fill('Amount', '0')
    send()
    expect(alertText()).toBe('Enter an amount of C greater than 0')
    fill('Amount', '1,5')
    send()
    expect(alertText()).toBe('Enter an amount of C greater than 0')
    fill('Amount', '10.5')
    send()
    expect(alertText()).toBe('Not enough C')
    fill('Amount', '1')
    send()
    expect(await screen.findByText('No wallet is connected.')).toBeTruthy()
  })

  test('behavior: editing a field takes the complaint away until the next Send', async () => {
    setup('eip155:1', evm)
    await screen.findByRole('option', { name: 'C (10.000)' })
    send()
    expect(alertText()).toBe('An amount and receiver address are required')
    fill('Amount', '1')
    expect(screen.queryByRole('alert')).toBeNull()
    fill('To address', '0x123')
    fill('Token', 'native')
    send()
    expect(alertText()).toBe('Enter a valid EVM address')
    fill('To address', evm)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('error: Unsupported chain outside EVM and Solana', () => {
    setup(
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    )
    fill('Token', 'native')
    fill('Amount', '1')
    fill('To address', '5Grw')
    send()
    expect(alertText()).toBe('Unsupported chain')
  })

  test('behavior: a native send shows "Confirm in your wallet", then the hash; the form clears', async () => {
    let answer: (value: unknown) => void = () => {}
    const walletRequest = vi.fn<WalletRequest>(
      () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    )
    const store = setup('eip155:1', evm, { walletRequest })
    await screen.findByRole('option', { name: 'C (10.000)' })
    fill('Token', 'native')
    fill('Amount', '1.5')
    fill('To address', receiver)
    send()
    expect((await screen.findByRole('status')).textContent).toBe('Confirm in your wallet')
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    await waitFor(() => expect(walletRequest).toHaveBeenCalled())
    expect(walletRequest).toHaveBeenCalledWith('demo.wallet', 'eth_sendTransaction', [
      expect.objectContaining({ to: receiver, value: '0x14d1120d7b160000' }),
    ])
    answer(hash)
    expect(await screen.findByText('Sent 1.5 C')).toBeTruthy()
    expect(screen.getByTestId('send-hash').textContent).toBe(hash)
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('To address') as HTMLInputElement).value).toBe('')
    expect(store.get(sendDraftAtom)).toMatchObject({ token: undefined, loading: false })
  })

  test('behavior: a token send calls transfer on the token and returns to Account', async () => {
    const store = testStore()
    resetView(store, 'Account')
    pushView(store, 'Send')
    const walletRequest = vi.fn<WalletRequest>(async () => hash)
    setup('eip155:1', evm, { walletRequest, store })
    await screen.findByRole('option', { name: 'ADT (5.000)' })
    fill('Token', TOKEN)
    fill('Amount', '2')
    fill('To address', receiver)
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
    await screen.findByRole('option', { name: 'C (10.000)' })
    fill('Token', 'native')
    fill('Amount', '1')
    fill('To address', receiver)
    send()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^eip155:1 is not reachable right now/)
    expect(alert.textContent).not.toContain('HTTP request failed')
    expect(walletRequest).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
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
    await screen.findByRole('option', { name: 'ADT (5.000)' })
    fill('Token', TOKEN)
    fill('Amount', '2')
    fill('To address', receiver)
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
    await screen.findByRole('option', { name: 'C (10.000)' })
    fill('Token', 'native')
    fill('Amount', '1')
    fill('To address', receiver)
    send()
    expect((await screen.findByRole('alert')).textContent).toBe('Transaction declined')
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1')
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
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
    const picker = screen.getByLabelText('Token')
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a token', 'SOL (3.000)', 'ADUSD (7.000)']),
    )
  })
})
