import { atom } from 'jotai/vanilla'
import { TIMES } from './constants.ts'
import type { Store } from './Store.ts'

/** Snackbar variants (spec §4). */
type SnackbarVariant = 'loading' | 'success' | 'error'

/** The snackbar's state. */
export type SnackbarState = {
  open: boolean
  message: string
  variant: SnackbarVariant
  autoClose: boolean
}

/**
 * The snackbar.
 */
export const snackbarAtom = atom<SnackbarState>({
  open: false,
  message: '',
  variant: 'success',
  autoClose: true,
})

const timers = new WeakMap<
  Store,
  { swap?: ReturnType<typeof setTimeout>; close?: ReturnType<typeof setTimeout> }
>()

function timersOf(store: Store) {
  let own = timers.get(store)
  if (!own) {
    own = {}
    timers.set(store, own)
  }
  return own
}

/** Options of {@link showSnackbar}. */
export type ShowSnackbarOptions = {
  message: string
  variant: SnackbarVariant
  /** Close by itself (default true). */
  autoClose?: boolean
}

/**
 * Shows a message (spec §4): when one is open it is closed first and the new one shows after
 * 150 ms; auto-close is the default.
 */
export function showSnackbar(store: Store, options: ShowSnackbarOptions) {
  const own = timersOf(store)
  clearTimeout(own.swap)
  clearTimeout(own.close)
  const next: SnackbarState = {
    open: true,
    message: options.message,
    variant: options.variant,
    autoClose: options.autoClose ?? true,
  }
  const show = () => {
    store.set(snackbarAtom, next)
    if (next.autoClose) own.close = setTimeout(() => closeSnackbar(store), TIMES.snackbarAutoClose)
  }
  if (store.get(snackbarAtom).open) {
    store.set(snackbarAtom, { ...store.get(snackbarAtom), open: false })
    own.swap = setTimeout(show, TIMES.snackbarSwap)
  } else {
    show()
  }
}

/**
 * Closes the snackbar.
 */
export function closeSnackbar(store: Store) {
  const own = timersOf(store)
  clearTimeout(own.close)
  clearTimeout(own.swap)
  store.set(snackbarAtom, { ...store.get(snackbarAtom), open: false })
}
