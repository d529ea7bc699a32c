import { API_ERROR, ApiError } from './ApiError.ts'
import { DEMO_ONRAMP_LIMITS } from './constants.ts'
import { type OnrampQuote, quoteOnramp } from './quoteOnramp.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

/** What a client asks the on-ramp for, as it came (a JSON body or a form): nothing is trusted. */
export type OnrampOrderInput = {
  /**
   * The CAIP-2 network to receive the coins on; one of the EVM networks the API serves.
   */
  network: unknown
  /**
   * The payment, a decimal string of US dollars (see `quoteOnramp`).
   */
  amount: unknown
  /**
   * The payment currency; only `USD`.
   */
  paymentCurrency: unknown
  /**
   * The coin bought: the network's native symbol. `undefined` means that one.
   */
  purchaseCurrency: unknown
}

/** A checked order: the network and the quote. */
export type OnrampOrder = {
  /** The network the coins are sent on. */
  network: ReferenceApiNetwork
  /** What the payment buys. */
  quote: OnrampQuote
}

const missing = (what: string, hint: string): ApiError =>
  new ApiError(400, API_ERROR.MISSING_PARAMETER, `The ${what} is missing: ${hint}.`)

const given = (value: unknown): value is string => typeof value === 'string' && value !== ''

const quoted = (value: unknown): string =>
  typeof value === 'string' ? `'${value.slice(0, 100)}'` : String(JSON.stringify(value))

/**
 * Checks an on-ramp order against the EVM networks the API serves and quotes it: the same checks
 * for the quote route, the checkout page and the checkout itself, which re-checks the form it
 * posted rather than trusting it.
 *
 * @throws ApiError 400 `MISSING_PARAMETER` (network, amount, payment currency), 404
 *   `UNKNOWN_NETWORK`, 404 `UNKNOWN_CURRENCY` (a payment currency other than USD, a coin other
 *   than the network's native one), 400 `INVALID_AMOUNT` (from `quoteOnramp`).
 */
export function readOnrampOrder(
  input: OnrampOrderInput,
  networks: readonly ReferenceApiNetwork[],
): OnrampOrder {
  const served = networks.filter((network) => network.caipNetworkId.startsWith('eip155:'))
  const known = served.map((network) => network.caipNetworkId).join(', ') || 'none'
  if (!given(input.network)) {
    throw missing('network', `give its CAIP-2 id, one of ${known}`)
  }
  const network = served.find((candidate) => candidate.caipNetworkId === input.network)
  if (!network) {
    throw new ApiError(
      404,
      API_ERROR.UNKNOWN_NETWORK,
      `This on-ramp does not serve the network ${quoted(input.network)}. It serves: ${known}.`,
    )
  }
  const { currency } = DEMO_ONRAMP_LIMITS
  if (!given(input.paymentCurrency)) {
    throw missing('payment currency', `this on-ramp is paid in ${currency}`)
  }
  if (input.paymentCurrency !== currency) {
    throw new ApiError(
      404,
      API_ERROR.UNKNOWN_CURRENCY,
      `This on-ramp is paid in ${currency} only, not in ${quoted(input.paymentCurrency)}.`,
    )
  }
  if (input.purchaseCurrency !== undefined && input.purchaseCurrency !== network.nativeSymbol) {
    throw new ApiError(
      404,
      API_ERROR.UNKNOWN_CURRENCY,
      `On ${network.name ?? network.caipNetworkId} (${network.caipNetworkId}) this on-ramp sells ${network.nativeSymbol} only, not ${quoted(input.purchaseCurrency)}.`,
    )
  }
  if (input.amount === undefined || input.amount === '') {
    throw missing('amount', `give the ${currency} to pay as a decimal string, like "25"`)
  }
  return { network, quote: quoteOnramp(input.amount) }
}
