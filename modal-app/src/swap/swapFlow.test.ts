import { SWAP_NATIVE_TOKEN, type SwapQuote } from '@airlock/shared-protocol/swapApi'
import { describe, expect, test } from 'vitest'
import {
  feeText,
  isStale,
  minimumReceived,
  rateText,
  readSlippage,
  SWAP_START,
  type SwapEvent,
  type SwapState,
  swapStep,
} from './swapFlow.ts'

const quote: SwapQuote = {
  srcToken: { address: SWAP_NATIVE_TOKEN, symbol: 'ETH', name: 'Ether', decimals: 18 },
  dstToken: {
    address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
    symbol: 'aUSD',
    name: 'Airlock USD',
    decimals: 6,
  },
  dstAmount: '2487520000',
  gas: 130000,
  gasPrice: '2000000000',
}
const ready: SwapState = { phase: 'ready', quote, quotedAt: 1, allowance: 0n }

describe('swapStep', () => {
  test.each<[string, SwapState, SwapEvent, SwapState]>([
    ['edit clears everything', ready, { type: 'edit' }, SWAP_START],
    [
      'quoting from editing',
      SWAP_START,
      { type: 'quoting' },
      { phase: 'quoting', result: undefined },
    ],
    [
      'a quote makes it ready',
      { phase: 'quoting' },
      { type: 'quoted', quote, at: 1, allowance: 0n },
      ready,
    ],
    [
      'a late quote changes nothing',
      SWAP_START,
      { type: 'quoted', quote, at: 1, allowance: 0n },
      SWAP_START,
    ],
    [
      'a failed quote goes back to editing',
      { phase: 'quoting' },
      { type: 'failed', message: 'x' },
      { phase: 'editing', error: 'x' },
    ],
    [
      'approve from ready',
      ready,
      { type: 'approve' },
      { ...ready, phase: 'approving', error: undefined },
    ],
    [
      'approved keeps the quote, new allowance',
      { ...ready, phase: 'approving' },
      { type: 'approved', allowance: 5n },
      { ...ready, allowance: 5n },
    ],
    [
      'a declined approval is ready again with the message',
      { ...ready, phase: 'approving' },
      { type: 'failed', message: 'Transaction declined' },
      { ...ready, error: 'Transaction declined' },
    ],
    [
      'typing while the wallet asks does not re-quote',
      { ...ready, phase: 'swapping' },
      { type: 'quoting' },
      { ...ready, phase: 'swapping' },
    ],
    [
      'a stale quote is replaced while swapping',
      { ...ready, phase: 'swapping' },
      { type: 'requoted', quote: { ...quote, dstAmount: '1' }, at: 9 },
      { ...ready, phase: 'swapping', quote: { ...quote, dstAmount: '1' }, quotedAt: 9 },
    ],
    [
      'settled keeps the hash, status and quote',
      { ...ready, phase: 'swapping' },
      { type: 'settled', hash: '0xab', status: 'reverted' },
      { phase: 'settled', result: { hash: '0xab', status: 'reverted', quote } },
    ],
    ['swap only from ready', SWAP_START, { type: 'swap' }, SWAP_START],
  ])('%s', (_name, state, event, next) => {
    expect(swapStep(state, event)).toEqual(next)
  })
})

describe('swap numbers', () => {
  test('default: rate, fee, minimum received', () => {
    expect(rateText(quote, 10n ** 18n)).toBe('1 ETH = 2487.52 aUSD')
    expect(rateText(quote, 5n * 10n ** 17n)).toBe('1 ETH = 4975.04 aUSD')
    expect(feeText(quote, 'ETH')).toBe('≈ 0.00026 ETH')
    expect(minimumReceived(2487520000n, 1)).toBe(2462644800n)
    expect(minimumReceived(2487520000n, 0.5)).toBe(2475082400n)
  })

  test('behavior: a quote is stale past its 30 s life', () => {
    expect(isStale(1_000, 31_000)).toBe(false)
    expect(isStale(1_000, 31_001)).toBe(true)
    expect(isStale(undefined, 0)).toBe(true)
  })

  test('error: slippage outside 0.1–50 % or not a number', () => {
    expect(readSlippage('1')).toEqual({ slippage: 1 })
    expect(readSlippage('0.5')).toEqual({ slippage: 0.5 })
    for (const text of ['0', '0.05', '51', 'abc', '']) {
      expect(readSlippage(text)).toEqual({ error: 'Slippage must be between 0.1% and 50%' })
    }
  })
})
