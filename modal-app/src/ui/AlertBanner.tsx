import { useAtomValue, useStore } from 'jotai/react'
import { alertAtom, closeAlert } from '../state/alert.ts'

/**
 * The alert on show (spec §8 "alerts": a headline and a longer explanation), announced at once
 * (`role="alert"`), with a button to dismiss it. Nothing when there is none.
 */
export function AlertBanner() {
  const store = useStore()
  const alert = useAtomValue(alertAtom)
  if (!alert) return null
  return (
    <div className="al-alert" data-variant={alert.variant} role="alert">
      <p className="al-alert-title">{alert.shortMessage}</p>
      <p className="al-alert-body">{alert.longMessage}</p>
      <button type="button" className="al-button" onClick={() => closeAlert(store)}>
        Dismiss
      </button>
    </div>
  )
}
