import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { loadBalances } from '../chains/loadBalances.ts'
import { activeAccountAtom, setCaipAddress } from '../state/account.ts'
import { initializeChains } from '../state/chain.ts'
import { testNetwork } from '../state/testing.ts'
import type { TokenBalance } from '../state/validation/TokenBalance.ts'
import { loadBalancesDepsAtom } from './loadBalancesDepsAtom.ts'
import { refreshBalances } from './refreshBalances.ts'

const coin = (numeric: string): TokenBalance => ({
  name: 'Coin',
  symbol: 'C',
  chainId: 'eip155:1',
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

describe('refreshBalances', () => {
  test('default: reads the chain again inside the 30 s cache', async () => {
    const store = createStore()
    initializeChains(store, [testNetwork('eip155:1')])
    setCaipAddress(store, 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
    let numeric = '10'
    const fetchBalances = vi.fn(async () => [coin(numeric)])
    store.set(loadBalancesDepsAtom, { fetchBalances, now: () => 5_000 })
    await loadBalances(store, store.get(loadBalancesDepsAtom))
    numeric = '9'
    await loadBalances(store, store.get(loadBalancesDepsAtom))
    expect(store.get(activeAccountAtom).balance).toBe('10.000')
    await refreshBalances(store)
    expect(fetchBalances).toHaveBeenCalledTimes(2)
    expect(store.get(activeAccountAtom).balance).toBe('9.000')
  })
})
