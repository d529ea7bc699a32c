import type { ReactNode } from 'react'

/** Props of {@link Chip}. */
export type ChipProps = {
  /** A logo before the text, decorative. */
  icon?: ReactNode
  children: ReactNode
  /** Tone of a status chip. */
  tone?: 'success' | 'error' | 'pending' | undefined
  /** Makes the chip a button. */
  onClick?: (() => void) | undefined
  /** The button's accessible name, when the visible text is not enough. */
  label?: string | undefined
}

/** A small pill: the network with its logo (a button to change it), or a status. */
export function Chip({ icon, children, tone, onClick, label }: ChipProps) {
  const className = `al-chip${icon === undefined ? ' al-chip-plain' : ''}${tone ? ` al-chip-${tone}` : ''}`
  if (!onClick) {
    return (
      <span className={className}>
        {icon}
        {children}
      </span>
    )
  }
  return (
    <button
      type="button"
      className={`${className} al-hit-area`}
      aria-label={label}
      onClick={onClick}
    >
      {icon}
      {children}
    </button>
  )
}
