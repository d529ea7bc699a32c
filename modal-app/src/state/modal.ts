import type { ViewName } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import { trackEvent } from './analytics.ts'
import { clearPairing, connectionAtom } from './connection.ts'
import { TIMES } from './constants.ts'
import { returnToConnectedNamespace } from './namespaceReturn.ts'
import { optionsAtom } from './options.ts'
import { historyAtom, replaceView, resetView, viewAtom } from './router/viewStack.ts'
import type { Store } from './Store.ts'
import { siwxSessionAtom } from './siwx.ts'

/**
 * Whether the modal is open (spec §4).
 */
export const modalOpenAtom = atom(false)

/**
 * How often the modal went from closed to open since it booted. The host compares it with the
 * last count it saw to tell an opening of the modal's own (a sign-in required after a reload) from
 * a late snapshot of a dialog it just closed.
 */
export const modalOpeningsAtom = atom(0)

/**
 * True for 500 ms after {@link shakeModal} (spec §4).
 */
export const shakeAtom = atom(false)

const shakeTimers = new WeakMap<Store, ReturnType<typeof setTimeout>>()

/**
 * Shakes the modal for 500 ms; shaking again restarts the 500 ms.
 */
export function shakeModal(store: Store) {
  clearTimeout(shakeTimers.get(store))
  store.set(shakeAtom, true)
  shakeTimers.set(
    store,
    setTimeout(() => store.set(shakeAtom, false), TIMES.shake),
  )
}

/**
 * Closing is disabled on ApproveTransaction and SIWXSignMessage when authentication is required
 * and no session exists (spec §4).
 */
export function isCloseDisabled(input: {
  view: ViewName
  siwxRequired: boolean
  hasSiwxSession: boolean
}): boolean {
  const guarded = input.view === 'ApproveTransaction' || input.view === 'SIWXSignMessage'
  return guarded && input.siwxRequired && !input.hasSiwxSession
}

/**
 * {@link isCloseDisabled} for the store's current view, options and session.
 */
export const closeDisabledAtom = atom((get) =>
  isCloseDisabled({
    view: get(viewAtom),
    siwxRequired: get(optionsAtom).siwx?.required === true,
    hasSiwxSession: get(siwxSessionAtom) !== undefined,
  }),
)

/**
 * How many closes {@link closeModal} refused (× or Escape where closing is disabled): a view that
 * holds the modal open answers a new one by saying why.
 */
export const closeRefusalsAtom = atom(0)

/** Options of {@link closeModal}. */
export type CloseModalOptions = {
  /** Close even where closing is disabled (the SIWX cancel flow). */
  force?: boolean
}

/**
 * Closes the modal (spec §2): resets to Connect and clears loading and the pairing URI; in
 * embedded mode it goes to Account when connected and Connect otherwise and stays shown. Where
 * closing is disabled it shakes instead. Closing on the Connect of a namespace the visitor
 * switched to without connecting returns to the connected one ({@link returnToConnectedNamespace}).
 * Returns whether it closed.
 */
export function closeModal(store: Store, options: CloseModalOptions = {}): boolean {
  if (!options.force && store.get(closeDisabledAtom)) {
    shakeModal(store)
    store.set(closeRefusalsAtom, (count) => count + 1)
    return false
  }
  const connected = store.get(connectionAtom).status === 'connected'
  const wasOpen = store.get(modalOpenAtom)
  const left = store.get(historyAtom)
  resetView(store, 'Connect')
  returnToConnectedNamespace(store, left)
  clearPairing(store)
  if (store.get(optionsAtom).embedded) {
    if (connected) replaceView(store, 'Account')
  } else {
    store.set(modalOpenAtom, false)
  }
  if (wasOpen) void trackEvent(store, { event: 'MODAL_CLOSE', properties: { connected } })
  return true
}
