import { deployDemoToken, type StartAnvilReturnType, startAnvil } from '@airlock/local-stack/chains'
import type { Network } from '@airlock/shared-protocol'
import { DEMO_EVM_ACCOUNTS, DEMO_NETWORKS, DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import { createStore } from 'jotai/vanilla'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountsAtom, setCaipAddress } from '../state/account.ts'
import { initializeChains } from '../state/chain.ts'
import { snackbarAtom } from '../state/snackbar.ts'
import { createEvmClient } from './createEvmClient.ts'
import { fetchEvmBalances } from './fetchEvmBalances.ts'
import { loadBalances } from './loadBalances.ts'

// One real anvil for the file, with the demo token deployed (10 000 ADT granted to account 1).
let anvil: StartAnvilReturnType
let network: Network

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  await deployDemoToken(anvil.url)
  const [demo] = DEMO_NETWORKS
  // ADT only: this file's chain has no demo exchange, so no aUSD.
  const tokens = demo.tokens.filter((token) => token.symbol === 'ADT')
  network = { ...demo, tokens, rpcUrls: { default: { http: [anvil.url] } } }
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

const account1 = DEMO_EVM_ACCOUNTS[1].address

describe('fetchEvmBalances (anvil)', () => {
  test('default: the native coin and the configured ERC20, as the chain holds them', async () => {
    const balances = await fetchEvmBalances(network, account1)
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: '',
      },
      {
        name: 'Airlock Demo Token',
        symbol: 'ADT',
        chainId: 'eip155:31337',
        address: DEMO_TOKEN_ADDRESS,
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: '',
      },
    ])
  })

  test('behavior: account 0 holds the rest of the supply and paid gas', async () => {
    const [eth, adt] = await fetchEvmBalances(network, DEMO_EVM_ACCOUNTS[0].address.toLowerCase())
    expect(Number(eth?.quantity.numeric)).toBeLessThan(10_000)
    expect(Number(eth?.quantity.numeric)).toBeGreaterThan(9_999)
    expect(adt?.quantity.numeric).toBe('990000')
  })

  test('behavior: one client per network', () => {
    expect(createEvmClient(network)).toBe(createEvmClient(network))
    expect(createEvmClient(network).chain.id).toBe(31337)
  })

  test('default: loadBalances writes the floored native balance and the token list', async () => {
    const store = createStore()
    initializeChains(store, [network])
    setCaipAddress(store, `eip155:31337:${account1}`)
    const result = await loadBalances(store)
    expect(result.kind).toBe('loaded')
    expect(store.get(accountsAtom).eip155).toMatchObject({
      balance: '10,000.000',
      balanceSymbol: 'ETH',
    })
    expect(store.get(accountsAtom).eip155.tokenBalance.map((token) => token.symbol)).toEqual([
      'ETH',
      'ADT',
    ])
    expect(store.get(snackbarAtom).open).toBe(false)
  })
})
