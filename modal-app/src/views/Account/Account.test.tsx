// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { loadBalancesDepsAtom } from '../../app/loadBalancesDepsAtom.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../embedded/embeddedWallet.ts'
import { onrampOptionsAtom } from '../../projectApi/onrampOptionsAtom.ts'
import { demoOnrampOptions } from '../../projectApi/testing.ts'
import { activeAccountAtom, setAccount, setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { setActiveConnector } from '../../state/connectors.ts'
import { modalOpenAtom } from '../../state/modal.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { viewAtom } from '../../state/router/viewStack.ts'
import { snackbarAtom } from '../../state/snackbar.ts'
import { testNetwork } from '../../state/testing.ts'
import type { TokenBalance } from '../../state/validation/TokenBalance.ts'
import { networkLogo } from '../../ui/CryptoLogo.tsx'
import { renderView, testStore } from '../renderView.tsx'
import { Account } from './Account.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

function balance(numeric: string, extra: Partial<TokenBalance> = {}): TokenBalance {
  return {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 0,
    price: 0,
    quantity: { decimals: '18', numeric },
    iconUrl: '',
    ...extra,
  }
}

/** The demo on-ramp options with ETH sold on chain 1, the network of these tests' account. */
function onrampOptionsOnChain1() {
  const options = demoOnrampOptions()
  return {
    ...options,
    purchaseCurrencies: options.purchaseCurrencies.map((currency) => ({
      ...currency,
      networks: currency.networks.map((network) => ({ ...network, chain_id: '1' })),
    })),
  }
}

const actionNames = () =>
  [...screen.getByRole('list', { name: 'Wallet actions' }).querySelectorAll('button')].map(
    (button) => button.textContent,
  )

function connected(fetchBalances: () => Promise<TokenBalance[]> = async () => []) {
  const store = testStore()
  store.set(loadBalancesDepsAtom, { fetchBalances })
  initializeChains(store, [testNetwork('eip155:1')])
  setCaipAddress(store, `eip155:1:${ADDRESS}`)
  return store
}

describe('Account', () => {
  test('behavior: at idle it loads the logo of every configured network, for Networks one tap away', () => {
    const loaded: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          loaded.push(url)
        }
      },
    )
    const idle: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const store = connected()
    const networks = [testNetwork('eip155:1'), testNetwork('eip155:10'), testNetwork('solana:5eyk')]
    initializeChains(store, networks)
    renderView(<Account />, store)
    // Nothing before the page is idle: the first paint of Account does not wait on them.
    expect(loaded).toEqual([])
    for (const run of idle.splice(0)) run()
    expect(loaded.sort()).toEqual(networks.map((network) => networkLogo(network) ?? '').sort())
  })

  test('error: without an account it says so and offers Connect', () => {
    const store = renderView(<Account />)
    expect(screen.getByText('No account connected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }))
    expect(store.get(viewAtom)).toBe('Connect')
  })

  test('default: address, balance and the Tokens tab with its empty state', async () => {
    renderView(<Account />, connected())
    expect(screen.getByText('0xab16…Bfcdb')).toBeTruthy()
    // Tokens is the only tab without the project's API: a heading, not a tab bar of one.
    expect(screen.queryByRole('tablist')).toBeNull()
    const tokens = screen.getByRole('region', { name: 'Tokens' })
    expect(await screen.findByText('0.000 C')).toBeTruthy()
    expect(tokens.textContent).toContain('No tokens yet')
  })

  test('behavior: the balances load as the view shows: native floored to 3 decimals, tokens', async () => {
    const fetchBalances = vi.fn(async () => [
      balance('9999.99987654', { price: 2, value: 19_999.99 }),
      balance('12.5', { name: 'Demo Token', symbol: 'ADT', address: '0x5FbD' }),
    ])
    const store = connected(fetchBalances)
    setAccount(store, 'eip155', { profileName: 'alice.eth' })
    renderView(<Account />, store)
    expect(screen.getByText('Loading balance…')).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByTestId('account-balance').textContent).toBe('9,999.999 ETH'),
    )
    expect(screen.getByText('alice.eth')).toBeTruthy()
    // The priced tokens' worth under the balance; each row its amount and, when priced, its value.
    expect(screen.getByTestId('account-usd').textContent).toBe('$19,999.99')
    const tokens = screen.getByRole('list', { name: 'Tokens' })
    expect([...tokens.querySelectorAll('li')].map((row) => row.textContent)).toEqual([
      'Ether9,999.999 ETH$19,999.99',
      'Demo Token12.500 ADT',
    ])
    expect(fetchBalances).toHaveBeenCalledTimes(1)
  })

  test('error: a failed load says Token Balance Unavailable', async () => {
    renderView(
      <Account />,
      connected(async () => {
        throw new Error('connection refused')
      }),
    )
    expect((await screen.findByRole('alert')).textContent).toContain('Token Balance Unavailable')
  })

  test('error: an unknown balance is "—" with Retry, never 0; Retry loads again past the block', async () => {
    let rpcUp = false
    const fetchBalances = vi.fn(async () => {
      if (!rpcUp) throw new Error('HTTP request failed')
      return [
        balance('1.5'),
        balance('7', { name: 'Demo Token', symbol: 'ADT', address: '0x5FbD' }),
      ]
    })
    renderView(<Account />, connected(fetchBalances))
    await screen.findByRole('alert')
    const header = screen.getByTestId('account-balance')
    expect(header.textContent).toBe('—')
    expect(document.body.textContent).not.toContain('0.000')
    expect(screen.queryByRole('list', { name: 'Tokens' })).toBeNull()
    // One Retry, under the balance (the Tokens panel says what failed, without a second one).
    const retries = screen.getAllByRole('button', { name: 'Retry' })
    expect(retries).toHaveLength(1)
    rpcUp = true
    fireEvent.click(retries[0] as HTMLElement)
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('1.500 ETH'))
    expect(screen.getByRole('list', { name: 'Tokens' }).textContent).toContain('7.000 ADT')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(fetchBalances).toHaveBeenCalledTimes(2)
  })

  test('behavior: while the modal stays open, funds that arrive show without reopening it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    try {
      let held = '1.5'
      const fetchBalances = vi.fn(async () => [balance(held)])
      const store = connected(fetchBalances)
      store.set(modalOpenAtom, true)
      renderView(<Account />, store)
      await waitFor(() =>
        expect(screen.getByTestId('account-balance').textContent).toBe('1.500 ETH'),
      )
      held = '2.5'
      // Within the cache's life nothing is read again; once it has expired, the balance is.
      await vi.advanceTimersByTimeAsync(20_000)
      expect(fetchBalances).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(10_000)
      await waitFor(() =>
        expect(screen.getByTestId('account-balance').textContent).toBe('2.500 ETH'),
      )
      expect(fetchBalances).toHaveBeenCalledTimes(2)
      // A closed modal reads nothing.
      store.set(modalOpenAtom, false)
      await vi.advanceTimersByTimeAsync(120_000)
      expect(fetchBalances).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: a failed refresh keeps the balance shown, without a snackbar', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    try {
      let up = true
      const fetchBalances = vi.fn(async () => {
        if (!up) throw new Error('HTTP request failed')
        return [balance('1.5')]
      })
      const store = connected(fetchBalances)
      store.set(modalOpenAtom, true)
      renderView(<Account />, store)
      await waitFor(() =>
        expect(screen.getByTestId('account-balance').textContent).toBe('1.500 ETH'),
      )
      up = false
      await vi.advanceTimersByTimeAsync(30_000)
      await waitFor(() => expect(fetchBalances).toHaveBeenCalledTimes(2))
      expect(screen.getByTestId('account-balance').textContent).toBe('1.500 ETH')
      expect(store.get(snackbarAtom).open).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: an email or social login ends with one Log out; a wallet with Disconnect', async () => {
    const store = connected()
    setActiveConnector(store, 'eip155', EMBEDDED_CONNECTOR_ID)
    renderView(<Account />, store)
    // The embedded wallet's rows (Export key) are in, and no second way out beside them.
    await screen.findByRole('button', { name: 'Export key' })
    expect(screen.getAllByRole('button', { name: 'Log out' })).toHaveLength(1)
    expect(screen.getByTestId('account-disconnect').textContent).toBe('Log out')
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull()
    cleanup()
    setActiveConnector(store, 'eip155', 'io.metamask')
    renderView(<Account />, store)
    expect(screen.getByTestId('account-disconnect').textContent).toBe('Disconnect')
  })

  test('behavior: Copy address writes the full address; a blocked clipboard selects it instead', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const store = connected()
    renderView(<Account />, store)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    // Said in the toast, which goes by itself (snackbar.test.ts).
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({ open: true, message: 'Address copied' }),
    )
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    writeText.mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'))
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    const field = (await screen.findByRole('textbox', { name: 'Address' })) as HTMLInputElement
    expect(field.value).toBe(ADDRESS)
    expect(field.readOnly).toBe(true)
    expect(screen.getByText(/Press (Ctrl\+C|⌘C) to copy/)).toBeTruthy()
  })

  test('behavior: the explorer link opens through the host; Disconnect forgets the wallet', async () => {
    const store = connected()
    const openUrl = vi.fn(async () => true)
    const walletRequest = vi.fn(async () => null)
    store.set(hostLinkAtom, { bridge: { walletRequest }, openUrl })
    setAccount(store, 'eip155', { addressExplorerUrl: `https://explorer.test/address/${ADDRESS}` })
    setActiveConnector(store, 'eip155', 'io.metamask')
    renderView(<Account />, store)
    fireEvent.click(screen.getByRole('link', { name: 'Block explorer' }))
    expect(openUrl).toHaveBeenCalledWith(`https://explorer.test/address/${ADDRESS}`)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(store.get(activeAccountAtom).address).toBeUndefined())
    expect(walletRequest).toHaveBeenCalledWith('io.metamask', 'wallet_revokePermissions', [
      { eth_accounts: {} },
    ])
    expect(store.get(viewAtom)).toBe('Connect')
  })

  test('behavior: arrow keys move between the tabs; Activity asks the API and shows loading', () => {
    // The project's API, still answering.
    const api = vi.fn((_url: string) => new Promise<Response>(() => {}))
    vi.stubGlobal('fetch', api)
    const store = connected()
    store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
    renderView(<Account />, store)
    const history = () => api.mock.calls.filter(([url]) => url.includes('/history'))
    expect(history()).toEqual([])
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tokens' }), { key: 'ArrowLeft' })
    expect(store.get(activeAccountAtom).currentTab).toBe(2)
    expect(screen.getByRole('tab', { name: 'Activity', selected: true })).toBe(
      document.activeElement,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading activity')
    expect(history()[0]?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:4330\/v1\/account\/0x/)
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Activity' }), { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Tokens', selected: true })).toBeTruthy()
  })

  test('default: without the project API only Receive and Send, and no Activity tab', () => {
    const store = connected()
    renderView(<Account />, store)
    const actions = screen.getByRole('list', { name: 'Wallet actions' })
    expect([...actions.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Receive',
      'Send',
    ])
    // No NFTs tab: nothing lists them, and "No NFTs yet" would be a guess. Tokens alone is no
    // choice: no tab bar.
    expect(screen.queryAllByRole('tab')).toEqual([])
    expect(screen.getByRole('heading', { name: 'Tokens' })).toBeTruthy()
  })

  test('behavior: with the project API, the account has no name yet: Choose a name opens RegisterAccountName', async () => {
    const api = vi.fn(async (_url: string) => Response.json([]))
    vi.stubGlobal('fetch', api)
    const store = connected()
    store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
    renderView(<Account />, store)
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        `http://127.0.0.1:4330/v1/names/reverse/${ADDRESS}?projectId=demo`,
        expect.anything(),
      ),
    )
    // A quiet row at the foot, with the explorer and Disconnect, not between address and balance.
    const offer = screen.getByRole('button', { name: 'Choose a name' })
    expect(offer.closest('.al-account-footer')).toBeTruthy()
    expect(
      screen.getByTestId('account-balance').compareDocumentPosition(offer) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    fireEvent.click(offer)
    expect(store.get(viewAtom)).toBe('RegisterAccountName')
  })

  test('behavior: the name the project API holds for the address shows with it', async () => {
    vi.stubGlobal('fetch', async () => Response.json([{ name: 'alice.airlock' }]))
    const store = connected()
    store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
    renderView(<Account />, store)
    expect((await screen.findByText('alice.airlock')).parentElement?.textContent).toBe(
      'alice.airlock 0xab16…Bfcdb',
    )
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  test('default: without the project API no name is asked for nor offered', () => {
    const api = vi.fn()
    vi.stubGlobal('fetch', api)
    renderView(<Account />, connected())
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
    expect(api).not.toHaveBeenCalled()
  })

  test('behavior: with the project API, wallet actions follow the feature order and open their views', async () => {
    const api = vi.fn(async (_url: string) => Response.json(onrampOptionsOnChain1()))
    vi.stubGlobal('fetch', api)
    const store = connected(async () => [balance('1.5')])
    store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330' })
    renderView(<Account />, store)
    // Buy appears once the on-ramp options say a provider delivers on the network.
    await screen.findByRole('button', { name: 'Buy' })
    const actions = screen.getByRole('list', { name: 'Wallet actions' })
    expect([...actions.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Buy',
      'Swap',
      'Receive',
      'Send',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(store.get(viewAtom)).toBe('Send')
  })

  test('error: with nothing to send, Send is disabled and says why; with funds it opens Send', async () => {
    const store = connected(async () => [balance('0')])
    renderView(<Account />, store)
    const hint = await screen.findByText(
      'Nothing to send: this account holds no funds on eip155:1.',
    )
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    expect(send.getAttribute('aria-describedby')).toBe(hint.id)
    fireEvent.click(send)
    expect(store.get(viewAtom)).not.toBe('Send')
  })

  test('error: balances that cannot be read disable Send, naming the network', async () => {
    renderView(
      <Account />,
      connected(async () => {
        throw new Error('HTTP request failed')
      }),
    )
    expect(
      await screen.findByText('eip155:1 is not answering, so nothing can be sent now.'),
    ).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
  })

  test('behavior: Buy stays hidden while the on-ramp options are not known', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    const store = connected()
    store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
    renderView(<Account />, store)
    expect(actionNames()).toEqual(['Swap', 'Receive', 'Send'])
  })

  test('behavior: regression, Buy on Solana: no Buy where no on-ramp provider delivers', async () => {
    const api = vi.fn(async (_url: string) => Response.json(onrampOptionsOnChain1()))
    vi.stubGlobal('fetch', api)
    const store = testStore()
    store.set(loadBalancesDepsAtom, { fetchBalances: async () => [] })
    store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
    initializeChains(store, [testNetwork('solana:abc')])
    setCaipAddress(store, 'solana:abc:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    renderView(<Account />, store)
    await waitFor(() => expect(store.get(onrampOptionsAtom)).toBeDefined())
    expect(String(api.mock.calls[0]?.[0])).toBe(
      'http://127.0.0.1:4330/v1/onramp/options?projectId=demo',
    )
    expect(actionNames()).toEqual(['Receive', 'Send'])
  })

  // Regression: with the project API down, Buy vanished without a word.
  test('error: options the project API fails to give keep Buy, which opens OnRamp to say so', async () => {
    const down = vi.fn(async (_url: string) => new Response('', { status: 502 }))
    vi.stubGlobal('fetch', down)
    const store = connected()
    store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
    renderView(<Account />, store)
    // Hidden while the read is on (as without an answer yet), then offered.
    expect(actionNames()).toEqual(['Swap', 'Receive', 'Send'])
    await screen.findByRole('button', { name: 'Buy' })
    expect(actionNames()).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect(store.get(viewAtom)).toBe('OnRamp')
  })

  test('behavior: a project that turned the on-ramp off shows no Buy, even with its API down', async () => {
    const down = vi.fn(async (_url: string) => new Response('', { status: 502 }))
    vi.stubGlobal('fetch', down)
    const store = testStore({ features: { onramp: false } })
    store.set(loadBalancesDepsAtom, { fetchBalances: async () => [] })
    initializeChains(store, [testNetwork('eip155:1')])
    setCaipAddress(store, `eip155:1:${ADDRESS}`)
    store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
    renderView(<Account />, store)
    await screen.findByRole('button', { name: 'Swap' })
    expect(actionNames()).toEqual(['Swap', 'Receive', 'Send'])
    expect(down.mock.calls.filter(([url]) => url.includes('/onramp/options'))).toHaveLength(0)
  })

  test('behavior: the options are read once per session; a failed read is asked again next visit', async () => {
    const down = vi.fn(async (_url: string) => new Response('', { status: 502 }))
    vi.stubGlobal('fetch', down)
    const store = connected()
    store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
    renderView(<Account />, store)
    await waitFor(() => expect(down).toHaveBeenCalled())
    cleanup()

    // The next visit asks again, and what it learns is kept for later visits.
    const api = vi.fn(async (_url: string) => Response.json(onrampOptionsOnChain1()))
    vi.stubGlobal('fetch', api)
    renderView(<Account />, store)
    await screen.findByRole('button', { name: 'Buy' })
    cleanup()
    renderView(<Account />, store)
    expect(screen.getByRole('button', { name: 'Buy' })).toBeTruthy()
    expect(api.mock.calls.filter(([url]) => url.includes('/onramp/options'))).toHaveLength(1)
  })
})
