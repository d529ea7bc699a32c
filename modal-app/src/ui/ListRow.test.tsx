// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { ListRow } from './ListRow.tsx'

afterEach(cleanup)

test('default: title, subtitle and trailing detail, not a button', () => {
  render(<ListRow title="Ether" subtitle="1.5 ETH" detail="$4,500.00" />)
  expect(screen.getByText('Ether')).toBeTruthy()
  expect(screen.getByText('$4,500.00')).toBeTruthy()
  expect(screen.queryByRole('button')).toBeNull()
})

test('behavior: with onClick the row is a button named by its text', () => {
  const onClick = vi.fn()
  render(<ListRow title="USDC" detail="10" onClick={onClick} selected />)
  const button = screen.getByRole('button', { name: /USDC/ })
  expect(button.getAttribute('aria-pressed')).toBe('true')
  fireEvent.click(button)
  expect(onClick).toHaveBeenCalled()
})
