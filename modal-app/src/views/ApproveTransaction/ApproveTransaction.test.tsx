// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { pushView, viewAtom } from '../../state/router/viewStack.ts'
import { renderView, testStore } from '../renderView.tsx'
import { ApproveTransaction } from './ApproveTransaction.tsx'

afterEach(cleanup)

describe('ApproveTransaction', () => {
  test('behavior: without an embedded-wallet service it says so, offers no Approve, Back goes back', () => {
    const store = testStore({ features: { email: true, socials: true } })
    pushView(store, 'Networks')
    pushView(store, 'ApproveTransaction', { to: '0xab16', value: '1000' })
    renderView(<ApproveTransaction />, store)
    expect(
      screen.getByText(
        'This project has not enabled an embedded wallet, so there is nothing to approve here.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(store.get(viewAtom)).toBe('Networks')
  })
})
