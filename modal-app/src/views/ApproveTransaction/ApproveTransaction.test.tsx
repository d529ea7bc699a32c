// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { hostOriginAtom } from '../../app/hostOriginAtom.ts'
import { pushView, viewAtom } from '../../state/index.ts'
import { renderView, testStore } from '../renderView.tsx'
import { ApproveTransaction } from './ApproveTransaction.tsx'

afterEach(cleanup)

describe('ApproveTransaction', () => {
  test('default: origin and request fields; Approve fails without a wallet; Reject goes back', async () => {
    const store = testStore()
    store.set(hostOriginAtom, 'http://127.0.0.1:4300')
    pushView(store, 'Networks')
    pushView(store, 'ApproveTransaction', { to: '0xab16', value: '1000' })
    renderView(<ApproveTransaction />, store)
    expect(screen.getByText('http://127.0.0.1:4300')).toBeTruthy()
    expect(screen.getByText('0xab16')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No wallet is connected.')
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(store.get(viewAtom)).toBe('Networks')
  })

  test('default: a request without details says so', () => {
    renderView(<ApproveTransaction />)
    expect(screen.getByText('The request has no details')).toBeTruthy()
  })
})
