import { atom } from 'jotai/vanilla'
import type { Store } from './Store.ts'

/** An alert: a headline and a longer explanation (spec §8 "alerts"). */
export type Alert = {
  shortMessage: string
  longMessage: string
  variant: 'error' | 'warning' | 'info'
}

/**
 * The alert on show, if any.
 */
export const alertAtom = atom<Alert | undefined>(undefined)

/**
 * Shows an alert, replacing any other.
 */
export function showAlert(store: Store, alert: Alert) {
  store.set(alertAtom, alert)
}

/**
 * Hides the alert.
 */
export function closeAlert(store: Store) {
  store.set(alertAtom, undefined)
}
