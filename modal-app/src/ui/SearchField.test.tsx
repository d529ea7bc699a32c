// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { NoMatches, nothingMatches, SearchField } from './SearchField.tsx'

afterEach(cleanup)

test('default: a search box named and placeheld by its label, reporting what is typed', () => {
  const onChange = vi.fn()
  render(<SearchField label="Search wallets" value="" onChange={onChange} />)
  const field = screen.getByRole('searchbox', { name: 'Search wallets' })
  expect(field.getAttribute('placeholder')).toBe('Search wallets')
  fireEvent.input(field, { target: { value: 'phan' } })
  expect(onChange).toHaveBeenCalledWith('phan')
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
