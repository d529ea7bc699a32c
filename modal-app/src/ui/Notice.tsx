import type { ReactNode } from 'react'

/** Props of {@link Notice}. */
export type NoticeProps = {
  /** `error` is announced at once (`role="alert"`); `warning` asks for care; `info` is plain text. */
  tone?: 'info' | 'warning' | 'error'
  /** A short headline. */
  title?: string
  children?: ReactNode
}

/**
 * A message in a view: an empty state, an explanation, or an error.
 */
export function Notice({ tone = 'info', title, children }: NoticeProps) {
  return (
    <div className={`al-notice al-notice-${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      {title ? <p className="al-notice-title">{title}</p> : null}
      {children ? <div className="al-notice-body">{children}</div> : null}
    </div>
  )
}
