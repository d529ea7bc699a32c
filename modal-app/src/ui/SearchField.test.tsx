// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { NoMatches, nothingMatches, SearchField } from './SearchField.tsx'

afterEach(() => {
  cleanup()
  for (const style of document.head.querySelectorAll('style')) style.remove()
})

test('default: a search box named and placeheld by its label, reporting what is typed', () => {
  const onChange = vi.fn()
  render(<SearchField label="Search wallets" value="" onChange={onChange} />)
  const field = screen.getByRole('searchbox', { name: 'Search wallets' })
  expect(field.getAttribute('placeholder')).toBe('Search wallets')
  fireEvent.input(field, { target: { value: 'phan' } })
  expect(onChange).toHaveBeenCalledWith('phan')
})

test('behavior: with results, a live region says what the query found, once there is a query (regression: a search was silent to a screen reader)', () => {
  const { rerender } = render(
    <SearchField label="Search wallets" value="" onChange={() => {}} results="542 wallets found" />,
  )
  const region = screen.getByRole('status')
  expect(region.textContent).toBe('')
  rerender(
    <SearchField
      label="Search wallets"
      value="rain"
      onChange={() => {}}
      results="1 wallet found"
    />,
  )
  expect(screen.getByRole('status')).toBe(region)
  expect(region.textContent).toBe('1 wallet found')
  rerender(<SearchField label="Search wallets" value="rain" onChange={() => {}} />)
  expect(screen.queryByRole('status')).toBeNull()
})

test('behavior: NoMatches says what was searched, under a headline when given one', () => {
  const { rerender } = render(<NoMatches testId="empty">{nothingMatches('  nowhere ')}</NoMatches>)
  expect(screen.getByTestId('empty').textContent).toBe('Nothing matches “nowhere”.')
  rerender(
    <NoMatches title="No wallets found" testId="empty">
      {nothingMatches('zz')}
    </NoMatches>,
  )
  expect(screen.getByTestId('empty').textContent).toBe('No wallets foundNothing matches “zz”.')
})

test('behavior: focused, the field’s ring stays inside its box and it scrolls into view below the sticky header (regression: the header covered the ring’s top in All Wallets and Choose Name)', () => {
  const style = document.createElement('style')
  document.head.append(style)
  style.textContent = readFileSync(join(import.meta.dirname, 'SearchField.css'), 'utf8')
  render(<SearchField label="Search wallets" value="" onChange={() => {}} />)
  const field = screen.getByRole('searchbox', { name: 'Search wallets' })
  field.focus()
  const focusRules = [...(style.sheet as CSSStyleSheet).cssRules].filter(
    (rule): rule is CSSStyleRule =>
      rule instanceof CSSStyleRule &&
      rule.selectorText.includes(':focus-visible') &&
      field.matches(rule.selectorText),
  )
  expect(focusRules.map((rule) => rule.style.outlineStyle)).toContain('none')
  for (const rule of focusRules) {
    const shadow = rule.style.boxShadow
    if (shadow) expect(shadow.startsWith('inset ')).toBe(true)
  }
  // The sticky header is 56 px high, 58 on a phone.
  expect(Number.parseFloat(getComputedStyle(field).scrollMarginTop)).toBeGreaterThanOrEqual(58)
})
