import type { ViewName } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import type { Store } from '../Store.ts'

/** Data a view is opened with (a wallet, a network, a transaction request…). */
export type ViewData = Record<string, unknown>

/** One entry of the view stack. */
export type RouterEntry = { view: ViewName; data?: ViewData | undefined }

/**
 * The view stack (spec §2): its last entry is the current view. Starts at Connect.
 */
export const historyAtom = atom<readonly RouterEntry[]>([{ view: 'Connect' }])

/**
 * The current view.
 */
export const viewAtom = atom<ViewName>((get) => get(historyAtom).at(-1)?.view ?? 'Connect')

/**
 * The data of the current view.
 */
export const viewDataAtom = atom<ViewData | undefined>((get) => get(historyAtom).at(-1)?.data)

/**
 * Pushes a view; pushing the current view again is ignored (spec §2).
 */
export function pushView(store: Store, view: ViewName, data?: ViewData) {
  const history = store.get(historyAtom)
  if (history.at(-1)?.view === view) return
  store.set(historyAtom, [...history, { view, data }])
}

/**
 * Replaces the current view; replacing it with the same view is ignored (spec §2).
 */
export function replaceView(store: Store, view: ViewName, data?: ViewData) {
  const history = store.get(historyAtom)
  if (history.at(-1)?.view === view) return
  store.set(historyAtom, [...history.slice(0, -1), { view, data }])
}

/**
 * Resets the stack to a single entry (spec §2). A stack that is that entry already stays as it
 * is: opening the modal on the view it shows re-renders nothing but the dialog's frame.
 */
export function resetView(store: Store, view: ViewName, data?: ViewData) {
  const history = store.get(historyAtom)
  const only = history.length === 1 ? history[0] : undefined
  if (only?.view === view && only.data === data) return
  store.set(historyAtom, [{ view, data }])
}

/**
 * Drops the current entry; the root entry is never dropped. Returns whether it popped.
 */
export function popView(store: Store): boolean {
  const history = store.get(historyAtom)
  if (history.length <= 1) return false
  store.set(historyAtom, history.slice(0, -1))
  return true
}
