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
  type SwapInputs,
  type SwapState,
  swapAction,
  swapStep,
  toUnits,
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
/** A sent swap whose receipt wait failed (a timeout, an RPC error). */
const unconfirmed: SwapState = {
  ...ready,
  phase: 'unconfirmed',
  sentHash: '0xab',
  unconfirmed: 'swap',
  error: undefined,
}

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
      { phase: 'editing', error: 'x', errorCode: undefined },
    ],
    [
      'a quote refused for want of a route keeps its code',
      { phase: 'quoting' },
      { type: 'failed', message: 'No pool', code: 'INSUFFICIENT_LIQUIDITY' },
      { phase: 'editing', error: 'No pool', errorCode: 'INSUFFICIENT_LIQUIDITY' },
    ],
    [
      'sent marks the transaction the chain is mining',
      { ...ready, phase: 'approving' },
      { type: 'sent', hash: '0xab' },
      { ...ready, phase: 'approving', sentHash: '0xab' },
    ],
    ['sent is ignored when nothing was asked', ready, { type: 'sent', hash: '0xab' }, ready],
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
      { ...ready, allowance: 5n, approved: true, sentHash: undefined },
    ],
    [
      'a declined approval is ready again with the message',
      { ...ready, phase: 'approving' },
      { type: 'failed', message: 'Transaction declined' },
      { ...ready, error: 'Transaction declined', sentHash: undefined },
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
    // Regression: a receipt wait that threw after the wallet sent the swap went back to `ready`,
    // so the same swap could be sent twice.
    [
      'a sent swap whose receipt is not known is unconfirmed, not ready',
      { ...ready, phase: 'swapping', sentHash: '0xab' },
      { type: 'unconfirmed', hash: '0xab' },
      unconfirmed,
    ],
    [
      'a sent approval whose receipt is not known is unconfirmed too',
      { ...ready, phase: 'approving', sentHash: '0xab' },
      { type: 'unconfirmed', hash: '0xab' },
      { ...unconfirmed, unconfirmed: 'approve' },
    ],
    ['unconfirmed needs something sent', ready, { type: 'unconfirmed', hash: '0xab' }, ready],
    ['unconfirmed: swap is refused', unconfirmed, { type: 'swap' }, unconfirmed],
    ['unconfirmed: approve is refused', unconfirmed, { type: 'approve' }, unconfirmed],
    ['unconfirmed: an edit is ignored', unconfirmed, { type: 'edit' }, unconfirmed],
    ['unconfirmed: a quote is ignored', unconfirmed, { type: 'quoting' }, unconfirmed],
    [
      'unconfirmed: a later receipt settles the swap',
      unconfirmed,
      { type: 'settled', hash: '0xab', status: 'success' },
      { phase: 'settled', result: { hash: '0xab', status: 'success', quote } },
    ],
    [
      'unconfirmed: a later approval makes it ready',
      { ...unconfirmed, unconfirmed: 'approve' },
      { type: 'approved', allowance: 5n },
      { ...ready, allowance: 5n, approved: true, sentHash: undefined, unconfirmed: undefined },
    ],
    [
      'unconfirmed: an approval does not settle as a swap',
      { ...unconfirmed, unconfirmed: 'approve' },
      { type: 'settled', hash: '0xab', status: 'success' },
      { ...unconfirmed, unconfirmed: 'approve' },
    ],
    [
      'unconfirmed: a reverted approval found later is a failure',
      { ...unconfirmed, unconfirmed: 'approve' },
      { type: 'failed', message: 'The approval of ETH reverted.' },
      {
        ...ready,
        error: 'The approval of ETH reverted.',
        sentHash: undefined,
        unconfirmed: undefined,
      },
    ],
    ['restart is the way out', unconfirmed, { type: 'restart' }, SWAP_START],
    // Regression: back in Swap while the wallet or the chain had the approval or swap, the view's
    // `edit` on mount showed the form again, with Swap enabled: the same swap could be paid twice.
    [
      'an edit keeps an approval the wallet was asked',
      { ...ready, phase: 'approving' },
      { type: 'edit' },
      { ...ready, phase: 'approving' },
    ],
    [
      'an edit keeps a swap the wallet was asked',
      { ...ready, phase: 'swapping' },
      { type: 'edit' },
      { ...ready, phase: 'swapping' },
    ],
    [
      'an edit keeps a swap being mined',
      { ...ready, phase: 'swapping', sentHash: '0xab' },
      { type: 'edit' },
      { ...ready, phase: 'swapping', sentHash: '0xab' },
    ],
    [
      'an edit keeps the result of a settled swap',
      { phase: 'settled', result: { hash: '0xab', status: 'success', quote } },
      { type: 'edit' },
      { phase: 'settled', result: { hash: '0xab', status: 'success', quote } },
    ],
    [
      'a quote keeps the result of a settled swap',
      { phase: 'settled', result: { hash: '0xab', status: 'success', quote } },
      { type: 'quoting' },
      { phase: 'settled', result: { hash: '0xab', status: 'success', quote } },
    ],
    [
      'restart leaves a settled swap',
      { phase: 'settled', result: { hash: '0xab', status: 'reverted', quote } },
      { type: 'restart' },
      SWAP_START,
    ],
  ])('%s', (_name, state, event, next) => {
    expect(swapStep(state, event)).toEqual(next)
  })
})

describe('swap numbers', () => {
  test('default: rate, fee, minimum received', () => {
    expect(rateText(quote, 10n ** 18n)).toBe('1 ETH = 2,487.52 aUSD')
    expect(rateText(quote, 5n * 10n ** 17n)).toBe('1 ETH = 4,975.04 aUSD')
    expect(feeText(quote, 'ETH')).toBe('≈ 0.00026 ETH')
    expect(minimumReceived(2487520000n, 1)).toBe(2462644800n)
    expect(minimumReceived(2487520000n, 0.5)).toBe(2475082400n)
  })

  test('behavior: the rate has 6 significant digits (regression: "1 ETH = 2,489.997572 aUSD" on a phone)', () => {
    const phone = { ...quote, dstAmount: '1244998786' }
    expect(rateText(phone, 5n * 10n ** 17n)).toBe('1 ETH = 2,489.99 aUSD')
    const back = { ...quote, srcToken: quote.dstToken, dstToken: quote.srcToken }
    expect(rateText({ ...back, dstAmount: '401606425702811' }, 10n ** 6n)).toBe(
      '1 aUSD = 0.000401606 ETH',
    )
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

describe('swapAction', () => {
  const base: SwapInputs = {
    state: { ...ready, allowance: undefined },
    amountText: '1',
    amount: 10n ** 18n,
    srcSymbol: 'ETH',
    dstSymbol: 'aUSD',
    balance: 2n * 10n ** 18n,
    nativeFee: undefined,
    slippageValid: true,
  }
  test.each<[string, Partial<SwapInputs>, string, 'approve' | 'swap' | 'requote' | undefined]>([
    ['ready: Swap', {}, 'Swap', 'swap'],
    ['no amount', { amountText: '', amount: undefined }, 'Enter an amount', undefined],
    ['no token to receive', { dstSymbol: undefined }, 'Select a token', undefined],
    ['not a number', { amountText: '1.2.3', amount: undefined }, 'Enter a valid amount', undefined],
    ['zero', { amountText: '0', amount: 0n }, 'Enter a valid amount', undefined],
    ['more than held', { balance: 10n ** 17n }, 'Insufficient ETH balance', undefined],
    ['balance unknown: no verdict', { balance: undefined }, 'Swap', 'swap'],
    [
      'the native coin cannot also pay the fee',
      {
        balance: 10n ** 18n,
        nativeFee: { symbol: 'ETH', fee: 1n, held: 10n ** 18n, paysAmount: true },
      },
      'Not enough ETH for the network fee',
      undefined,
    ],
    [
      'the native coin pays the amount and the fee',
      { nativeFee: { symbol: 'ETH', fee: 1n, held: 2n * 10n ** 18n, paysAmount: true } },
      'Swap',
      'swap',
    ],
    // Regression: paying with a token, an account without the native coin for the fee was sent
    // to the wallet ("Approve ADT") with a transaction it could not pay for.
    [
      'paying with a token, too little of the native coin for the fee',
      { srcSymbol: 'ADT', nativeFee: { symbol: 'ETH', fee: 10n, held: 9n, paysAmount: false } },
      'Not enough ETH for the network fee',
      undefined,
    ],
    [
      'paying with a token, the native coin pays the fee',
      { srcSymbol: 'ADT', nativeFee: { symbol: 'ETH', fee: 10n, held: 10n, paysAmount: false } },
      'Swap',
      'swap',
    ],
    [
      'native balance unknown: no verdict on the fee',
      { nativeFee: { symbol: 'ETH', fee: 1n, held: undefined, paysAmount: true } },
      'Swap',
      'swap',
    ],
    ['slippage refused', { slippageValid: false }, 'Set a valid slippage', undefined],
    [
      'no route',
      { state: { phase: 'editing', error: 'No pool', errorCode: 'INSUFFICIENT_LIQUIDITY' } },
      'No route',
      undefined,
    ],
    [
      'another quote failure: ask again',
      { state: { phase: 'editing', error: 'down' } },
      'Get a new quote',
      'requote',
    ],
    ['quoting', { state: { phase: 'quoting' } }, 'Getting a quote…', undefined],
    ['allowance short', { state: { ...ready, allowance: 1n } }, 'Approve ETH', 'approve'],
    [
      'in the wallet',
      { state: { ...ready, phase: 'swapping' } },
      'Confirm in your wallet',
      undefined,
    ],
    [
      'mining the approval',
      { state: { ...ready, phase: 'approving', sentHash: '0xab' } },
      'Approving ETH…',
      undefined,
    ],
    [
      'mining the swap',
      { state: { ...ready, phase: 'swapping', sentHash: '0xab' } },
      'Swapping…',
      undefined,
    ],
    [
      'sent, not confirmed: nothing to press',
      { state: { ...ready, phase: 'unconfirmed', sentHash: '0xab', unconfirmed: 'swap' } },
      'Sent, not confirmed yet',
      undefined,
    ],
  ])('%s', (_name, change, label, run) => {
    expect(swapAction({ ...base, ...change })).toEqual({ label, ...(run ? { run } : {}) })
  })

  test('behavior: toUnits reads plain decimals only, within the decimals', () => {
    expect(toUnits('1.5', 18)).toBe(15n * 10n ** 17n)
    expect(toUnits('.5', 6)).toBe(500000n)
    expect(toUnits('1.', 6)).toBe(1000000n)
    for (const text of ['', '.', 'abc', '1e3', '-1', '1.0000001']) {
      expect(toUnits(text, 6)).toBeUndefined()
    }
  })
})
