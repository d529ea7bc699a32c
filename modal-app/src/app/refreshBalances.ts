import type { Namespace } from '@airlock/shared-protocol'
import { CACHE_LIFE } from '../state/constants.ts'
import type { Store } from '../state/Store.ts'
import { loadBalancesDepsAtom } from './loadBalancesDepsAtom.ts'

/**
 * Reads the balances of a namespace's account (the active one by default) again now, past the
 * 30 s cache: after a send they changed. `loadBalances` has no switch to skip its cache, so it
 * runs on a clock shifted by the cache's life (the fresh answer is then cached a little longer,
 * which is harmless: it is the newest there is). Never throws; a failure shows the usual snackbar.
 */
export async function refreshBalances(store: Store, namespace?: Namespace): Promise<void> {
  const { loadBalances } = await import('../chains/loadBalances.ts')
  const deps = store.get(loadBalancesDepsAtom)
  const now = deps.now ?? Date.now
  await loadBalances(store, { ...deps, now: () => now() + CACHE_LIFE.nativeBalance }, namespace)
}
