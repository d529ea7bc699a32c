import type { Namespace, Network } from '@airlock/shared-protocol'
import {
  accountsAtom,
  activeNamespaceAtom,
  CACHE_LIFE,
  CHAIN_SUPPORT,
  chainsAtom,
  ERRORS,
  isNetworkSupported,
  type Store,
  setAccount,
  showSnackbar,
  TIMES,
  type TokenBalance,
} from '../state/index.ts'
import { dropLowQualityBalances, formatBalance } from '../state/lazy.ts'
import { fetchEvmBalances } from './fetchEvmBalances.ts'
import { fetchSolanaBalances } from './fetchSolanaBalances.ts'

/** What {@link loadBalances} needs; every field has a default. */
export type LoadBalancesDeps = {
  /** The clock (for the 30 s cache and the 30 s retry block). `Date.now` by default. */
  now?: (() => number) | undefined
  /**
   * Where balances come from. By default straight from the chain: {@link fetchEvmBalances} on
   * eip155, {@link fetchSolanaBalances} on solana (the project has no balance API).
   */
  fetchBalances?: ((network: Network, address: string) => Promise<TokenBalance[]>) | undefined
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
}
const booksByStore = new WeakMap<Store, Books>()

function booksOf(store: Store): Books {
  let books = booksByStore.get(store)
  if (!books) {
    books = { cache: new Map(), blockedUntil: new Map(), inFlight: new Map() }
    booksByStore.set(store, books)
  }
  return books
}

/**
 * Loads the balances of a namespace's connected account (the active namespace by default) on its
 * current network into the account area: `tokenBalance` (native first, then the tokens the
 * network configures, zero-decimal ones dropped as low quality, spec §5), `balance` (the native
 * amount floored to 3 decimals, spec §5) and `balanceSymbol`.
 *
 * Answers are cached 30 s per network and address (spec §9). A failure shows the 'Token Balance
 * Unavailable' snackbar and blocks fetching that network and address again for 30 s (spec §8);
 * calls during the block do nothing. Concurrent calls share one fetch.
 *
 * @example
 * ```ts
 * await loadBalances(store)
 * store.get(activeAccountAtom).balance // '10000.000'
 * ```
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
  const cached = books.cache.get(key)
  if (cached && now() - cached.at < CACHE_LIFE.nativeBalance) {
    apply(store, namespace, network, address, cached.balances)
    return { kind: 'cached', balances: cached.balances }
  }
  if ((books.blockedUntil.get(key) ?? 0) > now()) return { kind: 'blocked' }
  const running = books.inFlight.get(key)
  if (running) return running
  const fetchBalances =
    deps.fetchBalances ?? (namespace === 'solana' ? fetchSolanaBalances : fetchEvmBalances)
  const run = (async (): Promise<LoadBalancesReturnType> => {
    try {
      const balances = dropLowQualityBalances(await fetchBalances(network, address))
      books.cache.set(key, { at: now(), balances })
      books.blockedUntil.delete(key)
      apply(store, namespace, network, address, balances)
      return { kind: 'loaded', balances }
    } catch (error) {
      books.blockedUntil.set(key, now() + TIMES.balanceRetryBlock)
      showSnackbar(store, { message: ERRORS.snackbar.tokenBalanceUnavailable, variant: 'error' })
      return { kind: 'failed', error }
    } finally {
      books.inFlight.delete(key)
    }
  })()
  books.inFlight.set(key, run)
  return run
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
