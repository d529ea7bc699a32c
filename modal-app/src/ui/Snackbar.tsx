import { useAtomValue, useStore } from 'jotai/react'
import { closeSnackbar, snackbarAtom } from '../state/snackbar.ts'

/**
 * The snackbar area (spec §4): a polite live region, always mounted so that screen readers
 * announce each new message; it shows the snackbar area's message with its variant (loading,
 * success, error) and a button to dismiss it.
 */
export function Snackbar() {
  const store = useStore()
  const snackbar = useAtomValue(snackbarAtom)
  return (
    <div className="al-snackbar-region" role="status" aria-live="polite" aria-atomic="true">
      {snackbar.open ? (
        <div className="al-snackbar" data-variant={snackbar.variant}>
          <span className="al-snackbar-text">{snackbar.message}</span>
          <button
            type="button"
            className="al-snackbar-close al-hit-area"
            aria-label="Dismiss"
            onClick={() => closeSnackbar(store)}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  )
}
