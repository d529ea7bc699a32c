import { type StartSolanaRpcReturnType, startSolanaRpc } from '@airlock/local-stack/chains'
import type { Network } from '@airlock/shared-protocol'
import { DEMO_NETWORKS, DEMO_SOLANA_ACCOUNTS, DEMO_SPL_MINT } from '@airlock/testkit/demo'
import { createStore } from 'jotai/vanilla'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountsAtom, setCaipAddress } from '../state/account.ts'
import { initializeChains } from '../state/chain.ts'
import { fetchSolanaBalances } from './fetchSolanaBalances.ts'
import { loadBalances } from './loadBalances.ts'

// The local Solana RPC (litesvm): each demo account holds 100 SOL and 1 000 ADUSD.
let solana: StartSolanaRpcReturnType
let network: Network

beforeAll(async () => {
  solana = await startSolanaRpc({ port: 0 })
  const demo = DEMO_NETWORKS[2]
  network = { ...demo, tokens: [...demo.tokens], rpcUrls: { default: { http: [solana.url] } } }
})

afterAll(async () => {
  await solana?.stop()
})

describe('fetchSolanaBalances (local RPC)', () => {
  test('default: SOL and the configured SPL token, as the ledger holds them', async () => {
    const balances = await fetchSolanaBalances(network, DEMO_SOLANA_ACCOUNTS[0].address)
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: network.caipNetworkId,
        value: 0,
        price: 0,
        quantity: { decimals: '9', numeric: '100' },
        iconUrl: '',
      },
      {
        name: DEMO_SPL_MINT.name,
        symbol: 'ADUSD',
        chainId: network.caipNetworkId,
        address: DEMO_SPL_MINT.address,
        value: 0,
        price: 0,
        quantity: { decimals: '6', numeric: '1000' },
        iconUrl: '',
      },
    ])
  })

  test('behavior: an owner without a token account holds 0 of the token', async () => {
    const stranger = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    const [sol, usd] = await fetchSolanaBalances(network, stranger)
    expect(sol?.quantity.numeric).toBe('0')
    expect(usd?.quantity).toEqual({ decimals: '6', numeric: '0' })
  })

  test('default: loadBalances on solana writes the floored SOL balance', async () => {
    const store = createStore()
    initializeChains(store, [network])
    setCaipAddress(store, `${network.caipNetworkId}:${DEMO_SOLANA_ACCOUNTS[1].address}`)
    expect((await loadBalances(store)).kind).toBe('loaded')
    expect(store.get(accountsAtom).solana).toMatchObject({
      balance: '100.000',
      balanceSymbol: 'SOL',
    })
    expect(store.get(accountsAtom).solana.tokenBalance[1]?.quantity.numeric).toBe('1000')
  })
})
