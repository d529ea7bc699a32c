import { z } from 'zod/mini'
import { activeNetworkAtom } from '../state/chain.ts'
import { fetchOnrampQuote } from '../state/onramp/fetchOnrampQuote.ts'
import type { Store } from '../state/Store.ts'
import { projectApi } from './projectApi.ts'

const quoteSchema = z.object({
  purchaseAmount: z.object({ amount: z.string().check(z.regex(/^\d{1,30}(\.\d{1,18})?$/)) }),
})

/**
 * Asks the project's API what the typed payment buys on the active network
 * (`POST {apiUrl}onramp/quote`, through `fetchOnrampQuote` and its rules: an empty amount clears
 * the quote, a failure is the on-ramp state's `error`, a late answer to an older amount is
 * dropped).
 */
export async function requestOnrampQuote(
  store: Store,
  fetch?: typeof globalThis.fetch,
): Promise<void> {
  const api = projectApi(store, fetch)
  if (!api) return
  await fetchOnrampQuote(
    store,
    async (request) => quoteSchema.parse(await api.post({ path: 'onramp/quote', body: request })),
    store.get(activeNetworkAtom)?.caipNetworkId ?? '',
  )
}
