// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { initializeChains, pushView, setCaipAddress } from '../../state/index.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Pay } from './Pay.tsx'

afterEach(cleanup)

describe('Pay', () => {
  test('default: off by default', () => {
    renderView(<Pay />)
    expect(screen.getByText('Pay is not enabled for this app')).toBeTruthy()
  })

  test('error: incomplete request, then a complete one ends at the wallet', async () => {
    const store = testStore({ features: { pay: true } })
    initializeChains(store, [testNetwork('eip155:1')])
    setCaipAddress(store, 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
    renderView(<Pay />, store)
    expect(screen.getByRole('alert').textContent).toContain('The payment request is incomplete')
    cleanup()
    pushView(store, 'Pay', { amount: 5, token: 'USDC', recipient: '0xab16' })
    renderView(<Pay />, store)
    expect(screen.getByText('5 USDC')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No wallet is connected.')
  })
})
