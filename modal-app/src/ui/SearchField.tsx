import Search from 'lucide-react/icons/search'
import SearchX from 'lucide-react/icons/search-x'
import type { ReactNode } from 'react'
import './SearchField.css'

/** Props of {@link SearchField}. */
export type SearchFieldProps = {
  /** The field's accessible name, also its placeholder ("Search wallets"). */
  label: string
  /** A placeholder that says more than the name ("Search name or address"). */
  placeholder?: string | undefined
  value: string
  onChange: (value: string) => void
  /**
   * What the typed query found ("3 wallets", "No wallets found"; empty while unknown), said by a
   * polite live region kept beside the field; nothing while there is no query. A visitor who
   * types hears the list change without leaving the field. Without it, no live region.
   */
  results?: string | undefined
}

/** A search box with a magnifier inside it, its name as its placeholder; 44 px high. */
export function SearchField({ label, placeholder, value, onChange, results }: SearchFieldProps) {
  return (
    <div className="al-search">
      <Search className="al-search-icon" size={18} aria-hidden="true" />
      <input
        className="al-input al-search-input"
        type="search"
        aria-label={label}
        autoComplete="off"
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {/* Mounted from the start: a live region added with its text is not reliably read. */}
      {results === undefined ? null : (
        <span className="al-visually-hidden" role="status">
          {value.trim() ? results : ''}
        </span>
      )}
    </div>
  )
}

/** Props of {@link NoMatches}. */
export type NoMatchesProps = {
  /** A headline above the message ("No wallets found"), if the list has a name for it. */
  title?: string | undefined
  /** For the tests that look for this state ("networks-empty"). */
  testId: string
  /** What was not found, usually {@link nothingMatches}. */
  children: ReactNode
}

/** The empty state of a searched list: an icon, an optional headline and what was searched. */
export function NoMatches({ title, testId, children }: NoMatchesProps) {
  return (
    <div className="al-no-matches" data-testid={testId}>
      <SearchX size={32} aria-hidden="true" />
      {title ? <p className="al-no-matches-title">{title}</p> : null}
      <p>{children}</p>
    </div>
  )
}

/** The line a search that found nothing shows: `Nothing matches “query”.` */
export function nothingMatches(query: string): string {
  return `Nothing matches “${query.trim()}”.`
}
