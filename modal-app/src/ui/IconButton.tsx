import type { ReactNode } from 'react'

/** Props of {@link IconButton}. */
export type IconButtonProps = {
  /** The icon, decorative: the label names the button. */
  icon: ReactNode
  /** The visible label under the icon ("Send"). */
  label: string
  onClick: () => void
}

/** A round icon over its label: the Account view's actions (Buy, Receive, Send, Swap). */
export function IconButton({ icon, label, onClick }: IconButtonProps) {
  return (
    <button type="button" className="al-action" onClick={onClick}>
      <span className="al-action-icon" aria-hidden="true">
        {icon}
      </span>
      <span>{label}</span>
    </button>
  )
}
