// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { hostOriginAtom } from '../../app/hostOriginAtom.ts'
import { modalOpenAtom } from '../../state/index.ts'
import { renderView, testStore } from '../renderView.tsx'
import { SIWXSignMessage } from './SIWXSignMessage.tsx'

afterEach(cleanup)

function setup() {
  const store = testStore({ siwx: { required: true, statement: 'Welcome back' } })
  store.set(hostOriginAtom, 'http://127.0.0.1:4300')
  store.set(modalOpenAtom, true)
  renderView(<SIWXSignMessage />, store)
  return store
}

describe('SIWXSignMessage', () => {
  test('default: the verified origin and the message fields', () => {
    setup()
    expect(screen.getByText('Verified')).toBeTruthy()
    expect(screen.getAllByText('http://127.0.0.1:4300')).toHaveLength(2)
    expect(screen.getByText('127.0.0.1:4300')).toBeTruthy()
    expect(screen.getByText('Welcome back')).toBeTruthy()
    expect(screen.getByText('No account connected')).toBeTruthy()
  })

  test('error: Sign fails without a wallet; Cancel closes even when required', async () => {
    const store = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No wallet is connected.')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(store.get(modalOpenAtom)).toBe(false)
  })
})
