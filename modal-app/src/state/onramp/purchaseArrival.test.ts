import { describe, expect, test } from 'vitest'
import type { TokenBalance } from '../validation/TokenBalance.ts'
import { DEFAULT_PURCHASE_CURRENCY } from './onrampTypes.ts'
import {
  nextPurchaseArrival,
  type PurchaseArrival,
  type PurchaseArrivalEvent,
  type PurchaseTarget,
  purchasedAmount,
  purchasedBalance,
} from './purchaseArrival.ts'

const USDC_ON_1 = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ETHEREUM = { id: 1, caipNetworkId: 'eip155:1' } as const
const usdcOnEthereum: PurchaseTarget = { currency: DEFAULT_PURCHASE_CURRENCY, network: ETHEREUM }

function balance(numeric: string, address?: string, chainId = 'eip155:1'): TokenBalance {
  return {
    name: address ? 'USD Coin' : 'Ether',
    symbol: address ? 'USDC' : 'ETH',
    chainId,
    ...(address ? { address } : {}),
    value: 0,
    price: 0,
    quantity: { decimals: address ? '6' : '18', numeric },
    iconUrl: '',
  }
}

describe('purchasedBalance', () => {
  test('default: the token whose contract the currency names on the network, in any case', () => {
    const usdc = balance('25', USDC_ON_1.toLowerCase())
    expect(purchasedBalance([balance('1'), usdc], usdcOnEthereum)).toBe(usdc)
  })

  test('behavior: the native coin where the currency names no contract', () => {
    const eth = { ...DEFAULT_PURCHASE_CURRENCY, id: 'ETH', symbol: 'ETH' }
    const native = { ...eth, networks: [{ ...eth.networks[0], contract_address: '' }] }
    const coin = balance('1')
    expect(
      purchasedBalance([coin, balance('25', USDC_ON_1)], {
        currency: native as PurchaseTarget['currency'],
        network: ETHEREUM,
      }),
    ).toBe(coin)
  })

  test('behavior: none for another network, another token, or a currency not offered there', () => {
    expect(purchasedBalance([balance('25', USDC_ON_1, 'eip155:137')], usdcOnEthereum)).toBe(
      undefined,
    )
    expect(
      purchasedBalance([balance('1'), balance('5', `0x${'1'.repeat(40)}`)], usdcOnEthereum),
    ).toBe(undefined)
    const base = { id: 8453, caipNetworkId: 'eip155:8453' }
    expect(
      purchasedBalance([balance('25', USDC_ON_1, 'eip155:8453')], {
        currency: DEFAULT_PURCHASE_CURRENCY,
        network: base,
      }),
    ).toBe(undefined)
  })
})

describe('purchasedAmount', () => {
  const account = { caipAddress: 'eip155:1:0xabc' as const, balance: '1.000' }

  test.each([
    ['held', { ...account, tokenBalance: [balance('1'), balance('2.5', USDC_ON_1)] }, '2.5'],
    ['balances known, none of it: 0', { ...account, tokenBalance: [balance('1')] }, '0'],
    [
      'balances never read: unknown',
      { ...account, balance: undefined, tokenBalance: [] },
      undefined,
    ],
    [
      'the account on another network now: unknown',
      { ...account, caipAddress: 'eip155:137:0xabc' as const, tokenBalance: [balance('1')] },
      undefined,
    ],
  ])('%s', (_, state, expected) => {
    expect(purchasedAmount(state, usdcOnEthereum)).toBe(expected)
  })
})

describe('nextPurchaseArrival', () => {
  const waiting = (baseline: string | undefined): PurchaseArrival => ({
    phase: 'waiting',
    provider: 'Ramp',
    target: usdcOnEthereum,
    baseline,
    openedAt: 1,
  })
  const arrived: PurchaseArrival = { phase: 'arrived', provider: 'Ramp', target: usdcOnEthereum }
  const overdue: PurchaseArrival = { phase: 'overdue', provider: 'Ramp', target: usdcOnEthereum }
  const read = (amount: string | undefined): PurchaseArrivalEvent => ({ type: 'read', amount })

  test.each<[string, PurchaseArrival, PurchaseArrivalEvent, PurchaseArrival]>([
    [
      'opened: waits from the amount held',
      { phase: 'idle' },
      { type: 'opened', provider: 'Ramp', target: usdcOnEthereum, amount: '0', at: 1 },
      waiting('0'),
    ],
    [
      'opened again: the wait starts over',
      overdue,
      { type: 'opened', provider: 'Ramp', target: usdcOnEthereum, amount: '5', at: 1 },
      waiting('5'),
    ],
    ['read, same amount: still waiting', waiting('0'), read('0'), waiting('0')],
    [
      'read, same amount written otherwise: still waiting',
      waiting('1.50'),
      read('1.5'),
      waiting('1.50'),
    ],
    ['read, more: arrived', waiting('0'), read('25'), arrived],
    ['read, a wei more: arrived', waiting('1000'), read('1000.000000000000000001'), arrived],
    ['read, less (gas, a send): the new baseline', waiting('1'), read('0.99'), waiting('0.99')],
    ['read, unknown: nothing changes', waiting('1'), read(undefined), waiting('1')],
    ['read, first known amount: the baseline', waiting(undefined), read('0.5'), waiting('0.5')],
    ['read after arrival: nothing changes', arrived, read('50'), arrived],
    ['read after the wait is over: nothing changes', overdue, read('50'), overdue],
    ['expired while waiting: overdue', waiting('0'), { type: 'expired' }, overdue],
    ['expired after arrival: still arrived', arrived, { type: 'expired' }, arrived],
    ['read while idle: nothing changes', { phase: 'idle' }, read('5'), { phase: 'idle' }],
  ])('%s', (_, from, event, to) => {
    expect(nextPurchaseArrival(from, event)).toEqual(to)
  })
})
