import { atom } from 'jotai/vanilla'
import type { LoadBalancesDeps } from '../chains/loadBalances.ts'

/**
 * Where the views' balance loads come from: `{}` in the app (straight from the chain, with the
 * real clock); a test puts a fake `fetchBalances` or `now` here.
 *
 * @example
 * ```ts
 * store.set(loadBalancesDepsAtom, { fetchBalances: async () => [ether(1.5)] })
 * ```
 */
export const loadBalancesDepsAtom = atom<LoadBalancesDeps>({})
