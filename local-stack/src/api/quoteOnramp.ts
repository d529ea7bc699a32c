import { formatUnits } from 'viem'
import { API_ERROR, ApiError } from './ApiError.ts'
import { DEMO_ONRAMP_LIMITS, DEMO_ONRAMP_RATE } from './constants.ts'

/** What {@link quoteOnramp} answers: what a payment buys at the demo rate. */
export type OnrampQuote = {
  /**
   * The coins bought, in wei (18 decimals): what the checkout sends.
   */
  purchaseWei: bigint
  /**
   * The coins bought, as a decimal string with up to 18 decimals.
   */
  purchaseAmount: string
  /**
   * The payment in USD, with two decimals.
   */
  paymentAmount: string
  /**
   * USD per coin ({@link DEMO_ONRAMP_RATE}).
   */
  rate: string
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/
const WEI_PER_COIN = 10n ** 18n

const toCents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

const formatCents = (cents: bigint): string =>
  `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`

/**
 * The demo on-ramp's quote for a payment of `amount` US dollars: the native coins it buys at
 * {@link DEMO_ONRAMP_RATE}, computed in integers (cents and wei), so no float ever rounds it. The
 * payment is whole cents between {@link DEMO_ONRAMP_LIMITS} `min` and `max`; a cent buys
 * 10^18 / (100 × rate) wei, a whole number at 2500 USD per coin, so every quote is exact.
 *
 * @throws ApiError 400 `INVALID_AMOUNT` when `amount` is not a positive decimal string, has more
 *   than two decimals, or is outside the limits (the message names them).
 */
export function quoteOnramp(amount: unknown): OnrampQuote {
  const { currency, min, max } = DEMO_ONRAMP_LIMITS
  const shown = typeof amount === 'string' ? `'${amount.slice(0, 40)}'` : JSON.stringify(amount)
  const match = typeof amount === 'string' ? DECIMAL.exec(amount) : null
  if (typeof amount !== 'string' || !match) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_AMOUNT,
      `The amount ${shown} is not a positive decimal number of ${currency}: write it as a string like "25" or "25.50".`,
    )
  }
  if ((match[2] ?? '').length > 2) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_AMOUNT,
      `The amount ${shown} has more than two decimals: ${currency} is paid in whole cents, like "25.50".`,
    )
  }
  const cents = toCents(amount)
  if (cents === 0n) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_AMOUNT,
      `The amount ${shown} is not a positive decimal number of ${currency}: pay between ${min} and ${max} ${currency}.`,
    )
  }
  if (cents < toCents(min) || cents > toCents(max)) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_AMOUNT,
      `${formatCents(cents)} ${currency} is ${cents < toCents(min) ? 'below the minimum' : 'above the maximum'} of this on-ramp: pay between ${min} and ${max} ${currency}.`,
    )
  }
  // Multiply before dividing: wei = cents × 10^18 / (100 × rate), exact at the demo rate.
  const purchaseWei = (cents * WEI_PER_COIN) / (100n * DEMO_ONRAMP_RATE)
  return {
    purchaseWei,
    purchaseAmount: formatUnits(purchaseWei, 18),
    paymentAmount: formatCents(cents),
    rate: String(DEMO_ONRAMP_RATE),
  }
}

/**
 * What `amount` (in the token's smallest unit, `decimals` of them to a whole unit) is worth at
 * `usdPerUnit` US dollars per whole unit, in dollars rounded to the nearest cent (half a cent up).
 * Computed in integer cents, so 0.1 ETH at 2500 is exactly 250, not 250.00000000000003.
 */
export function usdValue(amount: bigint, decimals: number, usdPerUnit: bigint): number {
  const unit = 10n ** BigInt(decimals)
  const cents = (amount * usdPerUnit * 100n + unit / 2n) / unit
  // Exact below 2^53 cents (90 trillion dollars), more than any test chain holds.
  return Number(cents) / 100
}
