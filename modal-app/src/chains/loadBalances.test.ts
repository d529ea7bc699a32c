import type { Network } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { accountsAtom, setCaipAddress } from '../state/account.ts'
import { initializeChains, setNetworkState } from '../state/chain.ts'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { snackbarAtom } from '../state/snackbar.ts'
import type { TokenBalance } from '../state/validation/TokenBalance.ts'
import { EVM_ADDRESS, mainnet, polygon, SOLANA_ADDRESS, solanaMainnet } from '../wallets/testing.ts'
import { loadBalances } from './loadBalances.ts'

afterEach(() => {
  vi.useRealTimers()
})

function balance(symbol: string, numeric: string, decimals = '18', address?: string) {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    ...(address ? { address } : {}),
    value: 0,
    price: 0,
    quantity: { decimals, numeric },
    iconUrl: '',
  } satisfies TokenBalance
}

function connected(networks: Network[] = [mainnet, polygon]) {
  const store = createStore()
  initializeChains(store, networks)
  setCaipAddress(store, `eip155:1:${EVM_ADDRESS}`)
  return store
}

describe('loadBalances', () => {
  test('default: floors the native balance to 3 decimals and drops zero-decimal tokens (§5)', async () => {
    const store = connected()
    const fetchBalances = vi.fn(async () => [
      balance('ETH', '1.23987'),
      balance('USDC', '5', '6', '0xa0b8'),
      balance('JUNK', '99', '0', '0xjunk'),
    ])
    const result = await loadBalances(store, { fetchBalances })
    expect(fetchBalances).toHaveBeenCalledWith(mainnet, EVM_ADDRESS)
    expect(result.kind).toBe('loaded')
    const account = store.get(accountsAtom).eip155
    expect(account.balance).toBe('1.239')
    expect(account.balanceSymbol).toBe('ETH')
    expect(account.tokenBalance.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
  })

  test('behavior: answers are cached 30 s per network and address (§9)', async () => {
    vi.useFakeTimers()
    const store = connected()
    const fetchBalances = vi.fn(async () => [balance('ETH', '1')])
    const now = () => Date.now()
    await loadBalances(store, { fetchBalances, now })
    vi.advanceTimersByTime(29_999)
    expect((await loadBalances(store, { fetchBalances, now })).kind).toBe('cached')
    expect(fetchBalances).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect((await loadBalances(store, { fetchBalances, now })).kind).toBe('loaded')
    expect(fetchBalances).toHaveBeenCalledTimes(2)
  })

  test('behavior: another network is another cache entry', async () => {
    const store = connected()
    const fetchBalances = vi.fn(async () => [balance('ETH', '1')])
    await loadBalances(store, { fetchBalances })
    setNetworkState(store, 'eip155', { caipNetwork: polygon })
    setCaipAddress(store, `eip155:137:${EVM_ADDRESS}`)
    await loadBalances(store, { fetchBalances })
    expect(fetchBalances).toHaveBeenCalledTimes(2)
    expect(fetchBalances).toHaveBeenLastCalledWith(polygon, EVM_ADDRESS)
  })

  test("error: a failure shows 'Token Balance Unavailable' once and blocks retries 30 s (§8)", async () => {
    vi.useFakeTimers()
    const store = connected()
    const fetchBalances = vi.fn(async (): Promise<TokenBalance[]> => {
      throw new Error('rpc down')
    })
    const now = () => Date.now()
    expect((await loadBalances(store, { fetchBalances, now })).kind).toBe('failed')
    expect(store.get(snackbarAtom)).toMatchObject({
      open: true,
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
    vi.advanceTimersByTime(10_000)
    const shown = store.get(snackbarAtom)
    expect(await loadBalances(store, { fetchBalances, now })).toEqual({ kind: 'blocked' })
    expect(store.get(snackbarAtom)).toBe(shown)
    vi.advanceTimersByTime(19_999)
    expect((await loadBalances(store, { fetchBalances, now })).kind).toBe('blocked')
    expect(fetchBalances).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    fetchBalances.mockResolvedValueOnce([balance('ETH', '2')])
    expect((await loadBalances(store, { fetchBalances, now })).kind).toBe('loaded')
    expect(store.get(accountsAtom).eip155.balance).toBe('2.000')
  })

  test('behavior: concurrent calls share one fetch', async () => {
    const store = connected()
    const fetchBalances = vi.fn(async () => [balance('ETH', '1')])
    const [first, second] = await Promise.all([
      loadBalances(store, { fetchBalances }),
      loadBalances(store, { fetchBalances }),
    ])
    expect(first).toBe(second)
    expect(fetchBalances).toHaveBeenCalledTimes(1)
  })

  test('behavior: fresh reads past the cache every time; a read begun before it cannot overwrite it (stale token balances after a send)', async () => {
    const store = connected()
    let amount = '5'
    const fetchBalances = vi.fn(async () => [balance('ETH', amount)])
    await loadBalances(store, { fetchBalances })
    // Two transactions in a row, each followed by a fresh read inside the 30 s cache.
    for (const next of ['4', '3']) {
      amount = next
      expect((await loadBalances(store, { fetchBalances, fresh: true })).kind).toBe('loaded')
      expect(store.get(accountsAtom).eip155.balance).toBe(`${next}.000`)
    }
    // A slow read of the old amounts, then the fresh one after the change: the fresh one stands.
    let answerOld: (value: TokenBalance[]) => void = () => {}
    const slow = loadBalances(store, {
      fetchBalances: () => new Promise((resolve) => (answerOld = resolve)),
      fresh: true,
    })
    amount = '2'
    await loadBalances(store, { fetchBalances, fresh: true })
    answerOld([balance('ETH', '3')])
    await slow
    expect(store.get(accountsAtom).eip155.balance).toBe('2.000')
    expect((await loadBalances(store, { fetchBalances })).kind).toBe('cached')
    expect(store.get(accountsAtom).eip155.balance).toBe('2.000')
  })

  test('behavior: an answer for an address the account left is not written', async () => {
    const store = connected()
    let release: (balances: TokenBalance[]) => void = () => {}
    const fetchBalances = () =>
      new Promise<TokenBalance[]>((resolve) => {
        release = resolve
      })
    const loading = loadBalances(store, { fetchBalances })
    setCaipAddress(store, 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    release([balance('ETH', '5')])
    await loading
    expect(store.get(accountsAtom).eip155.balance).toBeUndefined()
  })

  test('behavior: skipped without an address, on an unsupported network, or off eip155/solana', async () => {
    const fetchBalances = vi.fn(async () => [balance('ETH', '1')])
    const empty = createStore()
    initializeChains(empty, [mainnet])
    expect(await loadBalances(empty, { fetchBalances })).toEqual({ kind: 'skipped' })
    const unsupported = connected()
    setNetworkState(unsupported, 'eip155', {
      caipNetwork: { ...mainnet, caipNetworkId: 'eip155:10', id: 10 },
    })
    setCaipAddress(unsupported, `eip155:10:${EVM_ADDRESS}`)
    expect(await loadBalances(unsupported, { fetchBalances })).toEqual({ kind: 'skipped' })
    expect(fetchBalances).not.toHaveBeenCalled()
  })

  test("error: a dead RPC URL (real viem client) gives 'Token Balance Unavailable' and no refetch within 30 s", async () => {
    const dead: Network = { ...mainnet, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }
    const store = connected([dead])
    let clock = 1_000_000
    const now = () => clock
    const result = await loadBalances(store, { now })
    expect(result.kind).toBe('failed')
    expect(store.get(snackbarAtom).message).toBe('Token Balance Unavailable')
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    clock += 29_000
    expect(await loadBalances(store, { now })).toEqual({ kind: 'blocked' })
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  describe('with the project API', () => {
    const API = 'http://127.0.0.1:4330/v1/'
    const fromApi = { ...balance('ETH', '2.5'), value: 6250, price: 2500 }

    function withApi(answers: Array<Response | (() => Response)>) {
      const store = connected()
      setOptions(store, {}, { projectId: 'demo' })
      store.set(projectServicesAtom, { apiUrl: API })
      const fetch = vi.fn(async (_url: string | URL | Request) => {
        const next = answers.shift()
        if (!next) throw new TypeError('Failed to fetch')
        return typeof next === 'function' ? next() : next
      })
      vi.stubGlobal('fetch', fetch)
      const readChain = vi.fn(async () => [balance('ETH', '1')])
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      return { store, fetch, readChain }
    }

    afterEach(() => {
      vi.unstubAllGlobals()
      vi.restoreAllMocks()
    })

    test('behavior: balances come from the API, with its prices; the chain is not read', async () => {
      const { store, fetch, readChain } = withApi([Response.json({ balances: [fromApi] })])
      expect(await loadBalances(store, { readChain })).toMatchObject({ kind: 'loaded' })
      expect(String(fetch.mock.calls[0]?.[0])).toBe(
        `${API}account/${EVM_ADDRESS}/balance?projectId=demo&chainId=eip155%3A1`,
      )
      expect(readChain).not.toHaveBeenCalled()
      expect(store.get(accountsAtom).eip155.tokenBalance).toEqual([fromApi])
      expect(store.get(accountsAtom).eip155.balance).toBe('2.500')
    })

    test('error: an API that fails (5xx, unreachable, malformed) gives way to the chain, and is asked again next time', async () => {
      for (const failure of [
        new Response('down', { status: 503 }),
        undefined,
        Response.json({ balances: [{ symbol: 'ETH' }] }),
      ]) {
        const { store, fetch, readChain } = withApi(failure ? [failure] : [])
        const result = await loadBalances(store, { readChain })
        expect(result).toMatchObject({ kind: 'loaded' })
        expect(store.get(accountsAtom).eip155.balance).toBe('1.000')
        expect(store.get(snackbarAtom).open).toBe(false)
        await loadBalances(store, { readChain, now: () => Date.now() + 31_000 })
        expect(fetch).toHaveBeenCalledTimes(2)
        vi.unstubAllGlobals()
      }
    })

    test('error: a network the API refuses (4xx) is read from the chain, and the API is not asked again', async () => {
      const { store, fetch, readChain } = withApi([
        Response.json({ error: 'UNKNOWN_NETWORK' }, { status: 404 }),
      ])
      await loadBalances(store, { readChain })
      await loadBalances(store, { readChain, now: () => Date.now() + 31_000 })
      expect(fetch).toHaveBeenCalledTimes(1)
      expect(readChain).toHaveBeenCalledTimes(2)
    })

    test('behavior: Solana balances come from the chain, without asking the API', async () => {
      const { store, fetch, readChain } = withApi([Response.json({ balances: [fromApi] })])
      initializeChains(store, [mainnet, solanaMainnet])
      setCaipAddress(store, `${solanaMainnet.caipNetworkId}:${SOLANA_ADDRESS}`)
      expect(await loadBalances(store, { readChain }, 'solana')).toMatchObject({ kind: 'loaded' })
      expect(fetch).not.toHaveBeenCalled()
      expect(readChain).toHaveBeenCalledWith(solanaMainnet, SOLANA_ADDRESS)
    })

    test('error: a rate limit (429) or timeout (408) gives way to the chain this time only', async () => {
      for (const status of [408, 429]) {
        const { store, fetch, readChain } = withApi([
          new Response('slow down', { status }),
          Response.json({ balances: [fromApi] }),
        ])
        await loadBalances(store, { readChain })
        expect(readChain).toHaveBeenCalledTimes(1)
        await loadBalances(store, { readChain, now: () => Date.now() + 31_000 })
        expect(fetch).toHaveBeenCalledTimes(2)
        expect(store.get(accountsAtom).eip155.tokenBalance).toEqual([fromApi])
        vi.unstubAllGlobals()
      }
    })

    test("error: when neither the API nor the chain answers, 'Token Balance Unavailable'", async () => {
      const { store, readChain } = withApi([new Response('down', { status: 500 })])
      readChain.mockRejectedValueOnce(new Error('RPC down'))
      expect(await loadBalances(store, { readChain })).toMatchObject({ kind: 'failed' })
      expect(store.get(snackbarAtom)?.message).toBe('Token Balance Unavailable')
    })
  })
})
