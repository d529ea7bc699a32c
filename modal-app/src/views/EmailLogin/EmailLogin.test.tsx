// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { renderView } from '../renderView.tsx'
import { EmailLogin } from './EmailLogin.tsx'

afterEach(cleanup)

describe('EmailLogin', () => {
  test('error: a malformed email is refused before any call', () => {
    renderView(<EmailLogin />)
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address')
  })

  test('error: the wallet is not reachable; a second try within 30 s is blocked', async () => {
    let time = 1_000_000
    renderView(<EmailLogin now={() => time} />)
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No wallet is connected.')
    time += 10_000
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert').textContent).toMatch(/20 seconds/)
  })
})
