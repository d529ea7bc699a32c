// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { renderView, testStore } from '../views/renderView.tsx'
import { EmbeddedSetup } from './EmbeddedSetup.tsx'
import { embeddedStateAtom } from './embeddedSession.ts'
import { fakeWalletFrame, frameState } from './testing.ts'

afterEach(cleanup)

describe('EmbeddedSetup', () => {
  test('behavior: a new wallet’s passphrase states its 8-character minimum before any attempt (regression: the rule showed only as the error of a failed one)', () => {
    const store = testStore()
    const { calls } = fakeWalletFrame(store, {})
    store.set(embeddedStateAtom, frameState('needsWallet'))
    renderView(<EmbeddedSetup login="email" onReady={() => {}} />, store)
    const field = screen.getByLabelText('Passphrase')
    const hint = screen.getByText('At least 8 characters.')
    expect(field.getAttribute('aria-describedby')).toBe(hint.id)
    expect(screen.queryByRole('alert')).toBeNull()
    // The error stays for an attempt that breaks the rule.
    fireEvent.input(field, { target: { value: 'short' } })
    fireEvent.input(screen.getByLabelText('Passphrase again'), { target: { value: 'short' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create wallet' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose a passphrase of at least 8 characters',
    )
    expect(calls).toEqual([])
  })

  test('behavior: the passphrase typed to recover has no rule to state', () => {
    const store = testStore()
    fakeWalletFrame(store, {})
    store.set(embeddedStateAtom, frameState('needsRecovery'))
    renderView(<EmbeddedSetup login="email" onReady={() => {}} />, store)
    expect(screen.getByLabelText('Passphrase').getAttribute('aria-describedby')).toBeNull()
    expect(screen.queryByText('At least 8 characters.')).toBeNull()
  })
})
