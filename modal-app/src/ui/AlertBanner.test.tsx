// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { alertAtom, showAlert } from '../state/alert.ts'
import { renderView } from '../views/renderView.tsx'
import { AlertBanner } from './AlertBanner.tsx'

afterEach(cleanup)

describe('AlertBanner', () => {
  test('default: nothing without an alert', () => {
    renderView(<AlertBanner />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: announces the headline and explanation; Dismiss hides it', () => {
    const store = renderView(<AlertBanner />)
    act(() =>
      showAlert(store, {
        shortMessage: 'Invalid App Configuration',
        longMessage: 'This origin is not on the allowlist.',
        variant: 'error',
      }),
    )
    expect(screen.getByRole('alert').textContent).toContain(
      'Invalid App ConfigurationThis origin is not on the allowlist.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(store.get(alertAtom)).toBeUndefined()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
