/** What {@link onrampCheckoutUrl} puts in the provider's checkout link. */
export type OnrampCheckout = {
  /** The account that receives what is bought. */
  address: string
  /** Its network, CAIP-2. */
  network: string
  /** What the visitor pays, as typed. */
  amount: string
  /** The payment currency id, e.g. 'USD'. */
  currency: string
  /** The currency bought, e.g. 'ETH'. */
  purchaseCurrency: string
}

/**
 * The link that opens a provider's checkout for this purchase: the provider's `url` from the
 * project's API, with the purchase as query parameters.
 */
export function onrampCheckoutUrl(providerUrl: string, checkout: OnrampCheckout): string {
  const url = new URL(providerUrl)
  for (const [name, value] of Object.entries(checkout)) url.searchParams.set(name, value)
  return url.toString()
}
