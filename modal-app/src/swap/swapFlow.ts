import { SWAP_NATIVE_TOKEN, type SwapQuote } from '@airlock/shared-protocol/swapApi'
import { LIMITS } from '../state/constants.ts'
import { FEE_DIGITS, QUOTE_DIGITS, unitsText } from '../state/validation/units.ts'

/** The Swap view's numbers. */
export const SWAP = Object.freeze({
  /** A quote older than this is asked again before the wallet signs (ms). */
  quoteLife: 30_000,
  /** Typing settles this long before a quote is asked (ms). */
  quoteDelay: 500,
  /** Price impact above this (percent) is shown as a warning. */
  impactWarning: 3,
  /** Slippage tolerance the visitor may set, percent (spec §9 default: 1). */
  slippage: { default: LIMITS.swapSlippage, min: 0.1, max: 50 },
})

/** Where a swap stands. Effects (API, wallet, chain) live outside; {@link swapStep} moves it. */
export type SwapState = {
  phase: 'editing' | 'quoting' | 'ready' | 'approving' | 'swapping' | 'unconfirmed' | 'settled'
  /** The current quote (`ready` and after). */
  quote?: SwapQuote | undefined
  /** When the quote was read (ms since the epoch). */
  quotedAt?: number | undefined
  /** What the exchange may take of the token paid with; undefined for the native coin. */
  allowance?: bigint | undefined
  /** The last failure's message, until the next step. */
  error?: string | undefined
  /** The swap API's code of that failure (`INSUFFICIENT_LIQUIDITY`: no route), when it gave one. */
  errorCode?: string | undefined
  /** The approval or swap the wallet sent, while the chain has not mined it yet. */
  sentHash?: string | undefined
  /** Which of them was sent but its receipt could not be read (`unconfirmed`). */
  unconfirmed?: 'approve' | 'swap' | undefined
  /** Whether the visitor approved the token in this form (the steps show it done). */
  approved?: boolean | undefined
  /** The mined swap. */
  result?: { hash: string; status: 'success' | 'reverted'; quote: SwapQuote } | undefined
}

/** What happened. */
export type SwapEvent =
  | { type: 'edit' }
  | { type: 'quoting' }
  | { type: 'quoted'; quote: SwapQuote; at: number; allowance: bigint | undefined }
  | { type: 'failed'; message: string; code?: string | undefined }
  | { type: 'approve' }
  | { type: 'sent'; hash: string }
  | { type: 'approved'; allowance: bigint }
  | { type: 'swap' }
  | { type: 'requoted'; quote: SwapQuote; at: number }
  | { type: 'settled'; hash: string; status: 'success' | 'reverted' }
  | { type: 'unconfirmed'; hash: string }
  | { type: 'restart' }

export const SWAP_START: SwapState = { phase: 'editing' }

/**
 * The swap's transition function: editing → quoting → ready → (approving → ready) → swapping →
 * settled; a stale quote is read again while swapping (`requoted`); `sent` marks the approval or
 * swap the wallet sent, until it is mined. A failure while quoting goes back to editing (with the
 * API's code), while approving or swapping back to ready with the quote kept; an event that does
 * not fit the phase (a late answer) changes nothing.
 *
 * A sent transaction whose receipt could not be read (a timeout, an RPC error) is `unconfirmed`,
 * not failed: it may still be mined, so neither it nor the quote can be sent again. Only its
 * receipt (`approved`, `settled`, or `failed` for a reverted approval) or the visitor's `restart`
 * leaves it. Edits and quotes change nothing while an approval or swap is in flight, nor once it
 * is `settled` ({@link isLocked}); only `restart` leaves a settled swap.
 */
export function swapStep(state: SwapState, event: SwapEvent): SwapState {
  switch (event.type) {
    case 'edit':
      return isLocked(state) ? state : SWAP_START
    case 'quoting':
      return isLocked(state) ? state : { phase: 'quoting' }
    case 'restart':
      return SWAP_START
    case 'quoted':
      return state.phase === 'quoting'
        ? { phase: 'ready', quote: event.quote, quotedAt: event.at, allowance: event.allowance }
        : state
    case 'failed':
      if (state.phase === 'quoting') {
        return { phase: 'editing', error: event.message, errorCode: event.code }
      }
      if (state.phase === 'approving' || state.phase === 'swapping') {
        return { ...state, phase: 'ready', error: event.message, sentHash: undefined }
      }
      if (state.phase === 'unconfirmed') {
        return {
          ...state,
          phase: 'ready',
          error: event.message,
          sentHash: undefined,
          unconfirmed: undefined,
        }
      }
      return state
    case 'approve':
      return state.phase === 'ready' ? { ...state, phase: 'approving', error: undefined } : state
    case 'sent':
      return state.phase === 'approving' || state.phase === 'swapping'
        ? { ...state, sentHash: event.hash }
        : state
    case 'approved':
      return state.phase === 'approving' ||
        (state.phase === 'unconfirmed' && state.unconfirmed === 'approve')
        ? {
            ...state,
            phase: 'ready',
            allowance: event.allowance,
            sentHash: undefined,
            unconfirmed: undefined,
            approved: true,
          }
        : state
    case 'swap':
      return state.phase === 'ready' ? { ...state, phase: 'swapping', error: undefined } : state
    case 'requoted':
      return state.phase === 'swapping'
        ? { ...state, quote: event.quote, quotedAt: event.at }
        : state
    case 'settled':
      return (state.phase === 'swapping' ||
        (state.phase === 'unconfirmed' && state.unconfirmed === 'swap')) &&
        state.quote
        ? {
            phase: 'settled',
            result: { hash: event.hash, status: event.status, quote: state.quote },
          }
        : state
    case 'unconfirmed':
      return state.phase === 'approving' || state.phase === 'swapping'
        ? {
            ...state,
            phase: 'unconfirmed',
            sentHash: event.hash,
            unconfirmed: state.phase === 'approving' ? 'approve' : 'swap',
            error: undefined,
          }
        : state
  }
}

/**
 * Whether edits wait: an approval or swap is in flight, or its result may not have been seen. The
 * view asks an `edit` on every mount; a return to Swap showing the form instead would offer the
 * same swap again to a visitor who may not know the first one is on its way or went through.
 */
const isLocked = (state: SwapState): boolean =>
  state.phase === 'approving' ||
  state.phase === 'swapping' ||
  state.phase === 'unconfirmed' ||
  state.phase === 'settled'

/** Whether `token` is the network's native coin (1inch's 0xEeee…EEeE). */
export const isNative = (token: string): boolean =>
  token.toLowerCase() === SWAP_NATIVE_TOKEN.toLowerCase()

/** Whether the token paid with must first be approved for `amount`. */
export const needsApproval = (state: SwapState, amount: bigint): boolean =>
  state.allowance !== undefined && state.allowance < amount

/** Whether a quote read at `quotedAt` is past its life at `now`. */
export const isStale = (quotedAt: number | undefined, now: number): boolean =>
  quotedAt === undefined || now - quotedAt > SWAP.quoteLife

/** The slippage typed, or why it is refused. */
export function readSlippage(text: string): { slippage: number } | { error: string } {
  const value = Number(text)
  const { min, max } = SWAP.slippage
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
    return { error: `Slippage must be between ${min}% and ${max}%` }
  }
  return { slippage: Math.round(value * 100) / 100 }
}

/** The least the swap may give with `slippage` percent (as the API bounds it). */
export const minimumReceived = (dstAmount: bigint, slippage: number): bigint =>
  (dstAmount * (10_000n - BigInt(Math.round(slippage * 100)))) / 10_000n

/**
 * "1 ETH = 2,489.99 aUSD": what one whole token paid with buys at the quote, to
 * {@link QUOTE_DIGITS} significant digits.
 */
export function rateText(quote: SwapQuote, amount: bigint): string {
  if (amount === 0n) return ''
  const one = 10n ** BigInt(quote.srcToken.decimals)
  const perOne = (BigInt(quote.dstAmount) * one) / amount
  return `1 ${quote.srcToken.symbol} = ${unitsText(perOne, quote.dstToken.decimals, QUOTE_DIGITS)} ${quote.dstToken.symbol}`
}

/** The network fee of the quote's gas at its gas price, in the native coin; '' when unknown. */
export function feeText(quote: SwapQuote, nativeSymbol: string): string {
  const fee = feeOf(quote)
  if (fee === undefined) return ''
  return `≈ ${unitsText(fee, 18, FEE_DIGITS)} ${nativeSymbol}`
}

/** `text` in the token's smallest unit; undefined when it is not a plain decimal number. */
export function toUnits(text: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim())
  if (!match || text.trim() === '' || text.trim() === '.') return undefined
  const [, whole = '', fraction = ''] = match
  if (fraction.length > decimals) return undefined
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}

/** What the swap form knows when it decides its primary button. */
export type SwapInputs = {
  state: SwapState
  amountText: string
  /** The amount in the paid token's smallest unit; undefined when it is not a number. */
  amount: bigint | undefined
  /** The paid token's symbol; undefined when none is chosen. */
  srcSymbol: string | undefined
  /** The received token's symbol; undefined when none is chosen. */
  dstSymbol: string | undefined
  /** The paid token's balance in its smallest unit; undefined while unknown. */
  balance: bigint | undefined
  /**
   * The network fee in the native coin and the native balance that pays it (`held`, undefined
   * while unknown); `paysAmount` when the native coin is also what is paid with, so the amount
   * comes out of it too. Undefined while the fee is unknown.
   */
  nativeFee:
    | { symbol: string; fee: bigint; held: bigint | undefined; paysAmount: boolean }
    | undefined
  slippageValid: boolean
}

/** The primary button: its label, and what it does (nothing while something is missing). */
export type SwapAction = { label: string; run?: 'approve' | 'swap' | 'requote' | undefined }

/**
 * The swap form's primary button. Disabled, it names what is missing ("Enter an amount",
 * "Select a token", "Insufficient ETH balance", "No route"…); after another failed quote it asks
 * the quote again; ready, it is "Approve <token>" while the exchange may not take the amount yet,
 * then "Swap". While a sent transaction is unconfirmed it does nothing.
 */
export function swapAction(inputs: SwapInputs): SwapAction {
  const { state, amountText, amount, srcSymbol, dstSymbol, balance, nativeFee } = inputs
  // Sending the same approval or swap again could pay twice: the first may still be mined.
  if (state.phase === 'unconfirmed') return { label: 'Sent, not confirmed yet' }
  if (state.phase === 'approving' || state.phase === 'swapping') {
    const doing = state.phase === 'approving' ? `Approving ${srcSymbol ?? ''}` : 'Swapping'
    return { label: state.sentHash ? `${doing}…` : 'Confirm in your wallet' }
  }
  if (amountText.trim() === '') return { label: 'Enter an amount' }
  if (!srcSymbol || !dstSymbol) return { label: 'Select a token' }
  if (amount === undefined || amount === 0n) return { label: 'Enter a valid amount' }
  if (balance !== undefined && amount > balance) {
    return { label: `Insufficient ${srcSymbol} balance` }
  }
  if (
    nativeFee?.held !== undefined &&
    (nativeFee.paysAmount ? amount : 0n) + nativeFee.fee > nativeFee.held
  ) {
    // Paying with a token, the fee is still the native coin's: a newcomer holding only the token
    // would otherwise be sent to the wallet with a transaction it cannot pay for.
    return { label: `Not enough ${nativeFee.symbol} for the network fee` }
  }
  if (!inputs.slippageValid) return { label: 'Set a valid slippage' }
  if (state.errorCode === 'INSUFFICIENT_LIQUIDITY') return { label: 'No route' }
  if (state.phase === 'editing' && state.error) return { label: 'Get a new quote', run: 'requote' }
  if (state.phase !== 'ready') return { label: 'Getting a quote…' }
  if (needsApproval(state, amount)) return { label: `Approve ${srcSymbol}`, run: 'approve' }
  return { label: 'Swap', run: 'swap' }
}

/** The network fee of the quote's gas at its gas price, in wei; undefined when unknown. */
export const feeOf = (quote: SwapQuote | undefined): bigint | undefined =>
  quote?.gas === undefined || quote.gasPrice === undefined
    ? undefined
    : BigInt(quote.gas) * BigInt(quote.gasPrice)
