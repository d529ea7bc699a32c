import { atom } from 'jotai/vanilla'
import { goBack } from './router/goBack.ts'
import type { Store } from './Store.ts'

/** The callbacks of one pending wallet request (spec §4 "transaction stack"). */
export type TransactionAction = {
  onSuccess?: (() => void) | undefined
  onError?: (() => void) | undefined
  onCancel?: (() => void) | undefined
}

/** How a pending wallet request ended. */
export type TransactionOutcome = 'success' | 'error' | 'cancel'

/**
 * The pending wallet requests, the newest last.
 *
 * @example
 * ```ts
 * store.get(transactionStackAtom).length
 * ```
 */
export const transactionStackAtom = atom<readonly TransactionAction[]>([])

/**
 * Registers the callbacks of a wallet request about to be made.
 *
 * @example
 * ```ts
 * pushTransactionStack(store, { onCancel: () => replaceView(store, 'RegisterAccountName') })
 * ```
 */
export function pushTransactionStack(store: Store, action: TransactionAction) {
  store.set(transactionStackAtom, [...store.get(transactionStackAtom), action])
}

/**
 * Ends the newest wallet request (spec §4): its success callback runs; on error or cancel its
 * callback runs and the modal goes back one view. Nothing happens when the stack is empty.
 *
 * @example
 * ```ts
 * popTransactionStack(store, 'cancel')
 * ```
 */
export function popTransactionStack(store: Store, outcome: TransactionOutcome) {
  const stack = store.get(transactionStackAtom)
  const action = stack.at(-1)
  if (!action) return
  store.set(transactionStackAtom, stack.slice(0, -1))
  if (outcome === 'success') {
    action.onSuccess?.()
    return
  }
  if (outcome === 'error') action.onError?.()
  else action.onCancel?.()
  goBack(store)
}
