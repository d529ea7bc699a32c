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
