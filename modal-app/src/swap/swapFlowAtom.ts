import { atom } from 'jotai/vanilla'
import type { Store } from '../state/Store.ts'
import { SWAP_START, type SwapEvent, type SwapState, swapStep } from './swapFlow.ts'

/**
 * Where the swap of each owner (`swapDraftKey`) stands: in the store, so that an approval or swap
 * outlives the view that began it and its outcome lands while the visitor is elsewhere.
 */
export const swapFlowAtom = atom<Readonly<Record<string, SwapState>>>({})

/** The swap of `key`; one never begun is at the start. */
export const readSwapFlow = (flows: Readonly<Record<string, SwapState>>, key: string): SwapState =>
  flows[key] ?? SWAP_START

/**
 * Moves the swap of `key` by `event` ({@link swapStep}). An operation passes the key it began
 * with, so its late answer only ever moves its own swap.
 */
export function swapDispatch(store: Store, key: string, event: SwapEvent): void {
  store.set(swapFlowAtom, (flows) => {
    const state = readSwapFlow(flows, key)
    const next = swapStep(state, event)
    return next === state ? flows : { ...flows, [key]: next }
  })
}
