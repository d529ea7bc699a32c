// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { showSnackbar, snackbarAtom } from '../state/snackbar.ts'
import { renderView } from '../views/renderView.tsx'
import { Snackbar } from './Snackbar.tsx'

afterEach(cleanup)

describe('Snackbar', () => {
  test('default: an empty polite live region, mounted before any message', () => {
    renderView(<Snackbar />)
    const region = screen.getByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')
  })

  test('behavior: shows the message with its variant; Dismiss closes it', () => {
    const store = renderView(<Snackbar />)
    act(() => showSnackbar(store, { message: 'Token Balance Unavailable', variant: 'error' }))
    expect(screen.getByRole('status').textContent).toContain('Token Balance Unavailable')
    expect(document.querySelector('.al-snackbar')?.getAttribute('data-variant')).toBe('error')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(store.get(snackbarAtom).open).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
