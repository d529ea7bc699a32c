import { ONRAMP } from '../constants.ts'
import type { PaymentCurrency, PaymentMethod } from './onrampTypes.ts'

/**
 * The limits of a payment method: the payment currency's own limits for that method, else the
 * fallback of spec §9 (USD card 10.00 to 7500.00, bank account 10.00 to 25000.00).
 */
export function paymentLimits(
  currency: PaymentCurrency | undefined,
  method: PaymentMethod,
): { min: string; max: string } {
  const own = currency?.payment_method_limits.find((limit) => limit.id === method)
  if (own) return { min: own.min, max: own.max }
  const fallback = ONRAMP.fallbackLimits[method]
  return { min: fallback.min, max: fallback.max }
}

/**
 * Whether a typed amount (trimmed) is one the payment method takes: a number of at most two
 * decimals within its limits. Buy asks a quote only for such an amount; for any other it says
 * the limits, since the provider would only refuse it.
 */
export function isPayableAmount(amount: string, limits: { min: string; max: string }): boolean {
  const value = Number(amount)
  return (
    /^\d+(\.\d{1,2})?$/.test(amount) && value >= Number(limits.min) && value <= Number(limits.max)
  )
}
