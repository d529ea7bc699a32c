import { ONRAMP } from '../constants.ts'

/** An on-ramp provider (spec §3). */
export type OnrampProvider = {
  name: string
  label: string
  feeRange: string
  /** Where the checkout opens; '' until built for an account. */
  url: string
  supportedChains: readonly string[]
}

/** A currency that can be bought (spec §3). */
export type PurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: Array<{
    name: string
    display_name: string
    chain_id: string
    contract_address: string
  }>
}

/** A currency to pay with, with its per-method limits (spec §3). */
export type PaymentCurrency = {
  id: string
  payment_method_limits: Array<{ id: string; min: string; max: string }>
}

/** A payment method whose limits have a fallback (spec §9). */
export type PaymentMethod = 'card' | 'bankAccount'

/**
 * The purchase token by default (spec §9): USDC on Ethereum (chain 1) and Polygon (137).
 */
export const DEFAULT_PURCHASE_CURRENCY: Readonly<PurchaseCurrency> = Object.freeze({
  id: 'usdc',
  name: 'USD Coin',
  symbol: ONRAMP.defaultPurchaseToken.symbol,
  networks: [
    {
      name: 'ethereum-mainnet',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    {
      name: 'polygon-mainnet',
      display_name: 'Polygon',
      chain_id: '137',
      contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
    },
  ],
})

/**
 * The currency paid with by default: USD with the fallback limits of spec §9 (card 10.00 to
 * 7500.00, bank account 10.00 to 25000.00).
 */
export const DEFAULT_PAYMENT_CURRENCY: Readonly<PaymentCurrency> = Object.freeze({
  id: ONRAMP.fallbackLimits.card.currency,
  payment_method_limits: [
    { id: 'card', min: ONRAMP.fallbackLimits.card.min, max: ONRAMP.fallbackLimits.card.max },
    {
      id: 'bankAccount',
      min: ONRAMP.fallbackLimits.bankAccount.min,
      max: ONRAMP.fallbackLimits.bankAccount.max,
    },
  ],
})
