import type { Namespace, Network } from '@airlock/shared-protocol'
import { accountsAtom, setAccount } from '../state/account.ts'
import { activeNamespaceAtom, chainsAtom, isNetworkSupported } from '../state/chain.ts'
import { CACHE_LIFE, CHAIN_SUPPORT, TIMES } from '../state/constants.ts'
import { ERRORS } from '../state/errors/ERRORS.ts'
import { projectServicesAtom } from '../state/options.ts'
import type { Store } from '../state/Store.ts'
import { showSnackbar } from '../state/snackbar.ts'
import { dropLowQualityBalances } from '../state/validation/dropLowQualityBalances.ts'
import { formatBalance } from '../state/validation/format.ts'
import type { TokenBalance } from '../state/validation/TokenBalance.ts'
import { fetchEvmBalances } from './fetchEvmBalances.ts'
import { fetchSolanaBalances } from './fetchSolanaBalances.ts'

/** What {@link loadBalances} needs; every field has a default. */
export type LoadBalancesDeps = {
  /** The clock (for the 30 s cache and the 30 s retry block). `Date.now` by default. */
  now?: (() => number) | undefined
  /**
   * Where balances come from, in place of the default: the project's API on eip155 when it has
   * one, with `readChain` behind it, else `readChain`.
   */
  fetchBalances?: ((network: Network, address: string) => Promise<TokenBalance[]>) | undefined
  /**
   * How balances are read from the chain when the project has no API, or its API cannot answer:
   * {@link fetchEvmBalances} on eip155, {@link fetchSolanaBalances} on solana by default.
   */
  readChain?: ((network: Network, address: string) => Promise<TokenBalance[]>) | undefined
  /** The visitor asked to try again (Retry): a failure's 30 s block does not hold them back. */
  retry?: boolean | undefined
  /**
   * The amounts changed (a transaction of the account was confirmed): read again now, past the
   * cache, the block and any read already under way, which may have begun before the change.
   */
  fresh?: boolean | undefined
  /**
   * A read the visitor did not ask for (the open view's periodic refresh): a failure blocks as
   * usual but shows no snackbar, as the view keeps what it showed; one every 30 s while a server
   * is down would bury the view.
   */
  background?: boolean | undefined
}

/** What {@link loadBalances} did. */
export type LoadBalancesReturnType =
  | { kind: 'loaded'; balances: TokenBalance[] }
  | { kind: 'cached'; balances: TokenBalance[] }
  /** A fetch of the same network and address failed less than 30 s ago: nothing was asked. */
  | { kind: 'blocked' }
  | { kind: 'failed'; error: unknown }
  /** No connected address, an unsupported network, or a namespace without balances. */
  | { kind: 'skipped' }

type Entry = { at: number; balances: TokenBalance[] }
type Books = {
  cache: Map<string, Entry>
  blockedUntil: Map<string, number>
  inFlight: Map<string, Promise<LoadBalancesReturnType>>
  /** Networks the project's API refused (a 4xx): their balances come from the chain. */
  apiDeclined: Set<string>
  /** The latest read begun per key: an older one that ends later must not overwrite it. */
  latest: Map<string, object>
}
const booksByStore = new WeakMap<Store, Books>()

function booksOf(store: Store): Books {
  let books = booksByStore.get(store)
  if (!books) {
    books = {
      cache: new Map(),
      blockedUntil: new Map(),
      inFlight: new Map(),
      apiDeclined: new Set(),
      latest: new Map(),
    }
    booksByStore.set(store, books)
  }
  return books
}

/**
 * Loads the balances of a namespace's connected account (the active namespace by default) on its
 * current network into the account area, on eip155 from the project's API when it has one (the
 * chain when the API cannot answer; the API's indexer serves eip155 only, as for Activity), else
 * from the chain: `tokenBalance` (native first, then the tokens, zero-decimal ones dropped as low
 * quality, spec §5), `balance` (the native amount floored to 3 decimals, spec §5) and
 * `balanceSymbol`.
 *
 * Answers are cached 30 s per network and address (spec §9). A failure shows the 'Token Balance
 * Unavailable' snackbar and blocks fetching that network and address again for 30 s (spec §8);
 * calls during the block do nothing. Concurrent calls share one fetch, except a `fresh` one, whose
 * answer wins over any read begun before it.
 */
export async function loadBalances(
  store: Store,
  deps: LoadBalancesDeps = {},
  namespace: Namespace | undefined = store.get(activeNamespaceAtom),
): Promise<LoadBalancesReturnType> {
  if (namespace === undefined) return { kind: 'skipped' }
  const now = deps.now ?? Date.now
  const account = store.get(accountsAtom)[namespace]
  const chains = store.get(chainsAtom)
  const network = chains[namespace]?.networkState.caipNetwork
  const address = account.address
  if (
    address === undefined ||
    account.caipAddress === undefined ||
    !network ||
    !account.caipAddress.startsWith(`${network.caipNetworkId}:`) ||
    !isNetworkSupported(chains, network) ||
    !(CHAIN_SUPPORT.balances as readonly string[]).includes(namespace)
  ) {
    return { kind: 'skipped' }
  }
  const key = `${network.caipNetworkId} ${address}`
  const books = booksOf(store)
  const cached = deps.fresh ? undefined : books.cache.get(key)
  if (cached && now() - cached.at < CACHE_LIFE.nativeBalance) {
    apply(store, namespace, network, address, cached.balances)
    return { kind: 'cached', balances: cached.balances }
  }
  const blocked = (books.blockedUntil.get(key) ?? 0) > now()
  if (blocked && !deps.retry && !deps.fresh) return { kind: 'blocked' }
  const running = deps.fresh ? undefined : books.inFlight.get(key)
  if (running) return running
  const readChain =
    deps.readChain ?? (namespace === 'solana' ? fetchSolanaBalances : fetchEvmBalances)
  const { apiUrl } = store.get(projectServicesAtom)
  const fetchBalances =
    deps.fetchBalances ??
    (apiUrl && namespace === 'eip155' && !books.apiDeclined.has(network.caipNetworkId)
      ? (on: Network, owner: string) => fromApi(store, books, on, owner, readChain)
      : readChain)
  const read = {}
  books.latest.set(key, read)
  const run = (async (): Promise<LoadBalancesReturnType> => {
    try {
      const balances = dropLowQualityBalances(await fetchBalances(network, address))
      // Superseded by a fresh read: its answer is the newer one.
      if (books.latest.get(key) !== read) return { kind: 'loaded', balances }
      books.cache.set(key, { at: now(), balances })
      books.blockedUntil.delete(key)
      apply(store, namespace, network, address, balances)
      return { kind: 'loaded', balances }
    } catch (error) {
      books.blockedUntil.set(key, now() + TIMES.balanceRetryBlock)
      if (!deps.background)
        showSnackbar(store, { message: ERRORS.snackbar.tokenBalanceUnavailable, variant: 'error' })
      return { kind: 'failed', error }
    } finally {
      if (books.latest.get(key) === read) books.inFlight.delete(key)
    }
  })()
  books.inFlight.set(key, run)
  return run
}

/**
 * The project's API answers first: it knows prices and every token the account holds, where the
 * chain only knows the configured tokens. When it cannot answer, the chain does, so a visitor still
 * sees their balance; a refusal (a 4xx other than 408 and 429: a network or address it does not
 * serve) sends that network to the chain for the rest of the session, instead of asking again
 * every 30 s.
 */
async function fromApi(
  store: Store,
  books: Books,
  network: Network,
  address: string,
  readChain: (network: Network, address: string) => Promise<TokenBalance[]>,
): Promise<TokenBalance[]> {
  try {
    const { fetchApiBalances } = await import('../projectApi/fetchApiBalances.ts')
    return await fetchApiBalances(store, network, address)
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status
    // A timeout (408) or a rate limit (429) passes; other client errors repeat for this network.
    if (
      typeof status === 'number' &&
      status >= 400 &&
      status < 500 &&
      ![408, 429].includes(status)
    ) {
      books.apiDeclined.add(network.caipNetworkId)
    }
    console.warn(
      `Airlock: the project API gave no balances on ${network.caipNetworkId}; reading the chain.`,
      error,
    )
    return readChain(network, address)
  }
}

/** Writes balances to the account, unless it moved to another address or network meanwhile. */
function apply(
  store: Store,
  namespace: Namespace,
  network: Network,
  address: string,
  balances: TokenBalance[],
) {
  const account = store.get(accountsAtom)[namespace]
  if (account.caipAddress !== `${network.caipNetworkId}:${address}`) return
  const native = balances.find((balance) => balance.address === undefined)
  setAccount(store, namespace, {
    tokenBalance: balances,
    balance: formatBalance(native?.quantity.numeric),
    balanceSymbol: native?.symbol ?? network.nativeCurrency.symbol,
  })
}
