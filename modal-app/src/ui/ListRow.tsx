import type { ReactNode } from 'react'

/** Props of {@link ListRow}. */
export type ListRowProps = {
  /** A logo, avatar or icon, decorative: the title names the row. */
  icon?: ReactNode
  /** The row's name, on one line (a long one ends in an ellipsis). */
  title: ReactNode
  /** A second line under the title. */
  subtitle?: ReactNode
  /** What the row ends with (an amount, a value). */
  detail?: ReactNode
  /** A second line under the detail. */
  detailSub?: ReactNode
  /** Makes the row a button. */
  onClick?: (() => void) | undefined
  /**
   * The visitor is about to click (a pointer over the button, its focus, a touch): to start
   * loading what the click needs.
   */
  onIntent?: (() => void) | undefined
  /** The button's accessible name, when the visible text is not enough. */
  label?: string | undefined
  /** Greyed out and not clickable (Connect's wallets until the legal checkbox is ticked). */
  disabled?: boolean | undefined
  /** A chosen option (a picker's current token). */
  selected?: boolean | undefined
  testId?: string | undefined
}

/**
 * The list row of every view: an icon, a title over a subtitle, and a trailing detail over its
 * own subtitle; a button when it does something, plain otherwise.
 */
export function ListRow({
  icon,
  title,
  subtitle,
  detail,
  detailSub,
  onClick,
  onIntent,
  label,
  disabled,
  selected,
  testId,
}: ListRowProps) {
  const content = (
    <>
      {icon !== undefined ? <span className="al-list-row-icon">{icon}</span> : null}
      <span className="al-list-row-text">
        <span className="al-list-row-title">{title}</span>
        {subtitle !== undefined ? <span className="al-list-row-sub">{subtitle}</span> : null}
      </span>
      {detail !== undefined || detailSub !== undefined ? (
        <span className="al-list-row-detail">
          {detail !== undefined ? <span className="al-list-row-title">{detail}</span> : null}
          {detailSub !== undefined ? <span className="al-list-row-sub">{detailSub}</span> : null}
        </span>
      ) : null}
    </>
  )
  if (!onClick) {
    return (
      <div className="al-list-row" data-testid={testId}>
        {content}
      </div>
    )
  }
  return (
    <button
      type="button"
      className="al-list-row"
      aria-label={label}
      aria-pressed={selected}
      disabled={disabled}
      data-testid={testId}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      {content}
    </button>
  )
}
