import type { ReactNode } from 'react'

/** Props of {@link IconButton}. */
export type IconButtonProps = {
  /** The icon, decorative: the label names the button. */
  icon: ReactNode
  /** The visible label under the icon ("Send"). */
  label: string
  onClick: () => void
  /** Unavailable for now; `describedBy` names the element that says why. */
  disabled?: boolean | undefined
  /** The id of the element that explains the button (why it is disabled). */
  describedBy?: string | undefined
}

/** A round icon over its label: the Account view's actions (Buy, Receive, Send, Swap). */
export function IconButton({ icon, label, onClick, disabled, describedBy }: IconButtonProps) {
  return (
    <button
      type="button"
      className="al-action"
      onClick={onClick}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      <span className="al-action-icon" aria-hidden="true">
        {icon}
      </span>
      <span>{label}</span>
    </button>
  )
}
