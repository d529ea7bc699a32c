import type { Namespace } from '@airlock/shared-protocol'
import type { Store } from '../state/Store.ts'
import { loadBalancesDepsAtom } from './loadBalancesDepsAtom.ts'

/**
 * Reads the balances of a namespace's account (the active one by default) again now, past the
 * 30 s cache and any read begun before (`fresh`): after a confirmed transaction they changed.
 * Never throws; a failure shows the usual snackbar.
 */
export async function refreshBalances(store: Store, namespace?: Namespace): Promise<void> {
  const { loadBalances } = await import('../chains/loadBalances.ts')
  await loadBalances(store, { ...store.get(loadBalancesDepsAtom), fresh: true }, namespace)
}
