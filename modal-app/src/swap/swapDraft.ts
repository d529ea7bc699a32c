import { atom } from 'jotai/vanilla'
import type { Store } from '../state/Store.ts'
import { SWAP } from './swapFlow.ts'

/**
 * What the visitor has set up in Swap: kept in the store so that going back to Account and
 * returning (or a failed step) loses nothing. It belongs to one account on one network (`key`);
 * another one starts afresh.
 */
export type SwapDraft = {
  key: string
  /** The token paid with, by address; undefined before the tokens are listed. */
  src?: string | undefined
  /** The token bought, by address; undefined until the visitor picks one. */
  dst?: string | undefined
  amount: string
  slippage: string
}

/** The draft's owner: a network and an account. */
export const swapDraftKey = (caipNetworkId: string, address: string): string =>
  `${caipNetworkId} ${address.toLowerCase()}`

/** A draft with nothing chosen yet, for `key`. */
const emptySwapDraft = (key: string): SwapDraft => ({
  key,
  amount: '',
  slippage: String(SWAP.slippage.default),
})

export const swapDraftAtom = atom<SwapDraft | undefined>(undefined)

/** The draft of `key`: the stored one when it is that account's on that network, else empty. */
export function readSwapDraft(draft: SwapDraft | undefined, key: string): SwapDraft {
  return draft?.key === key ? draft : emptySwapDraft(key)
}

/** Changes the draft of `key` (starting from an empty one when the stored one is another's). */
export function setSwapDraft(store: Store, key: string, patch: Partial<Omit<SwapDraft, 'key'>>) {
  store.set(swapDraftAtom, (draft) => ({ ...readSwapDraft(draft, key), ...patch }))
}
