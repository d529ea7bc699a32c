import { atom } from 'jotai/vanilla'
import type { LoadBalancesDeps } from '../chains/loadBalances.ts'

/**
 * Where the views' balance loads come from: `{}` in the app (straight from the chain, with the
 * real clock); a test puts a fake `fetchBalances` or `now` here.
 */
export const loadBalancesDepsAtom = atom<LoadBalancesDeps>({})
