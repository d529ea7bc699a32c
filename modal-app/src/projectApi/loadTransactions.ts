import { transactionsPageSchema } from '@airlock/shared-protocol/projectApi'
import type { Store } from '../state/Store.ts'
import {
  type FetchTransactionsOptions,
  fetchTransactions,
} from '../state/transactions/fetchTransactions.ts'
import { projectApi } from './projectApi.ts'

/**
 * Loads the active account's history from the project's API
 * (`GET {apiUrl}account/{address}/history?projectId&chainId&cursor`), through
 * {@link fetchTransactions} and its rules: a failure or a malformed page is the
 * 'Failed to fetch transactions' state, never a throw. Does nothing without an API.
 */
export async function loadTransactions(
  store: Store,
  options: FetchTransactionsOptions = {},
  fetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): Promise<void> {
  const api = projectApi(store, fetch)
  if (!api) return
  await fetchTransactions(
    store,
    async ({ account, ...params }) =>
      transactionsPageSchema.parse(
        await api.get({ path: `account/${encodeURIComponent(account)}/history`, params }),
      ),
    options,
  )
}
