import { parseErrorText, schemaIssues } from '../errors/parseErrorText.ts'
import { HttpError, HttpTimeoutError } from '../http/HttpError.ts'
import type { Store } from '../Store.ts'
import { onrampAtom, setOnramp } from './onrampState.ts'
import { isPayableAmount, paymentLimits } from './paymentLimits.ts'

/** The quote request of spec §7. */
type OnrampQuoteRequest = {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
}

/** A quote (spec §3): what the visitor gets. */
type OnrampQuote = { purchaseAmount: { amount: string | number } }

/** Fetches a quote (the JSON client, or a fake in tests). */
export type OnrampQuoteFetcher = (request: OnrampQuoteRequest) => Promise<OnrampQuote>

/**
 * Fetches a quote for the typed amount (spec §4): quote loading while it runs, then the purchase
 * amount, or the error text ({@link quoteErrorText}) and no amount. An amount outside the card
 * limits Buy shows is not asked: the provider refuses it, and its refusal read as a failure of
 * the service, with a Try again that could only fail again. An answer that arrives after a newer
 * request, or after the amount was cleared, is dropped.
 */
export async function fetchOnrampQuote(
  store: Store,
  fetcher: OnrampQuoteFetcher,
  network: string,
): Promise<void> {
  const state = store.get(onrampAtom)
  const amount = state.paymentAmount
  if (!amount || !isPayableAmount(amount, paymentLimits(state.paymentCurrency, 'card'))) {
    latest.set(store, {})
    setOnramp(store, { purchaseAmount: undefined, quotesLoading: false, error: undefined })
    return
  }
  const request: OnrampQuoteRequest = {
    purchaseCurrency: state.purchaseCurrency.id,
    paymentCurrency: state.paymentCurrency.id,
    amount,
    network,
  }
  const token = {}
  latest.set(store, token)
  setOnramp(store, { quotesLoading: true, error: undefined })
  try {
    const quote = await fetcher(request)
    if (latest.get(store) !== token) return
    setOnramp(store, {
      purchaseAmount: String(quote.purchaseAmount.amount),
      quotesLoading: false,
    })
  } catch (error) {
    if (latest.get(store) !== token) return
    setOnramp(store, {
      purchaseAmount: undefined,
      quotesLoading: false,
      error: quoteErrorText(error),
    })
  }
}

/**
 * The words for a failed quote. An HTTP failure and an answer we cannot read are the on-ramp
 * service's doing, so they say so: spec §8's 'HTTP status code: 502', or a schema's 'Invalid
 * input', would read as if the visitor's amount were wrong; nor would the browser's 'Failed to
 * fetch' mean anything to a visitor. Anything else as spec §8 parses it.
 */
function quoteErrorText(error: unknown): string {
  if (error instanceof HttpError) {
    return `The on-ramp service failed to give a quote (HTTP ${error.status}).`
  }
  if (error instanceof HttpTimeoutError) return 'The on-ramp service did not answer in time.'
  // fetch rejects with a TypeError ('Failed to fetch') when the service cannot be reached.
  if (error instanceof TypeError) return 'The on-ramp service could not be reached.'
  // A body that is not JSON (the JSON client's parse), or JSON the quote's schema refused.
  if (error instanceof SyntaxError || schemaIssues(error)) {
    return 'The on-ramp service answered the quote in a form we cannot read.'
  }
  return parseErrorText(error)
}

const latest = new WeakMap<Store, object>()
