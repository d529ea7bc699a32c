// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { renderView, testStore } from '../renderView.tsx'
import { EmailLogin } from './EmailLogin.tsx'

afterEach(cleanup)

describe('EmailLogin', () => {
  test('behavior: flagged on but without an embedded-wallet service it says so, with no form', () => {
    renderView(<EmailLogin />, testStore({ features: { email: true } }))
    expect(screen.getByText('This project has not enabled email login.')).toBeTruthy()
    expect(screen.queryByLabelText('Email')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
