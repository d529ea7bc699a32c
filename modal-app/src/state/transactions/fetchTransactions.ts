import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { activeAccountContext } from '../activeAccountContext.ts'
import { trackEvent } from '../analytics.ts'
import { ERRORS } from '../errors/ERRORS.ts'
import { optionsAtom } from '../options.ts'
import type { Store } from '../Store.ts'
import { showSnackbar } from '../snackbar.ts'
import { transactionsAtom, transactionsErrorAtom } from '../transactions.ts'
import type { Transaction } from '../validation/Transaction.ts'
import { visibleTransactions } from '../validation/visibleTransactions.ts'

/** The request of the history call (spec §7). */
type TransactionsRequest = {
  account: string
  cursor: string | undefined
  onramp: string | undefined
  cache: string | undefined
  chainId: string
}

/** One page of the history. */
type TransactionsPage = { data: Transaction[]; next?: string | null | undefined }

/** Fetches one page (the JSON client against the history path, or a fake in tests). */
export type TransactionsFetcher = (request: TransactionsRequest) => Promise<TransactionsPage>

/** Options of {@link fetchTransactions}. */
export type FetchTransactionsOptions = {
  /** Fetch the next page (the stored cursor) and append it; otherwise start over. */
  more?: boolean | undefined
  /** Passed through as `onramp` (e.g. 'coinbase' for on-ramp purchases). */
  onramp?: string | undefined
  /** Passed through as `cache`. */
  cache?: string | undefined
}

/**
 * Fetches the history of the active account on the active network (spec §4, §7, §8). Keeps only
 * what {@link visibleTransactions} allows (no spam-only NFT transfers, only the active chain),
 * stores the next cursor, and marks the list empty when nothing is left to show. On failure:
 * snackbar 'Failed to fetch transactions' and ERROR_FETCH_TRANSACTIONS tracked; a first page's
 * failure marks the list empty and clears the cursor (spec §8), a next page's keeps both, so
 * that it can be asked again. It does not rethrow.
 *
 * @throws {AirlockError} `INTERNAL` "Transactions can't be fetched without an accountAddress".
 */
export async function fetchTransactions(
  store: Store,
  fetcher: TransactionsFetcher,
  options: FetchTransactionsOptions = {},
): Promise<void> {
  const { address, networkId, isSmartAccount } = activeAccountContext(store)
  if (!address) throw new AirlockError(ErrorCode.INTERNAL, ERRORS.internal.transactionsNeedAccount)
  const before = store.get(transactionsAtom)
  if (options.more && before.next === undefined) return
  const cursor = options.more ? before.next : undefined
  store.set(transactionsAtom, { ...before, loading: true })
  try {
    const page = await fetcher({
      account: address,
      cursor,
      onramp: options.onramp,
      cache: options.cache,
      chainId: networkId,
    })
    const fresh = visibleTransactions(page.data, networkId)
    const transactions = options.more ? [...before.transactions, ...fresh] : fresh
    const next = page.next ?? undefined
    store.set(transactionsAtom, {
      transactions,
      next,
      loading: false,
      empty: transactions.length === 0 && next === undefined,
    })
    store.set(transactionsErrorAtom, undefined)
  } catch {
    store.set(
      transactionsAtom,
      options.more
        ? // The rows shown stay, and so does the cursor: spec §8 clears it, which would leave no
          // way to the rest of the history but a reload.
          { ...before, loading: false }
        : { transactions: [], next: undefined, loading: false, empty: true },
    )
    store.set(transactionsErrorAtom, ERRORS.snackbar.failedToFetchTransactions)
    showSnackbar(store, { message: ERRORS.snackbar.failedToFetchTransactions, variant: 'error' })
    void trackEvent(store, {
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: { address, projectId: store.get(optionsAtom).projectId, cursor, isSmartAccount },
      address,
    })
  }
}
