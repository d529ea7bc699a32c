// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { initializeChains } from '../../state/index.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { RegisterAccountName } from './RegisterAccountName.tsx'

afterEach(cleanup)

function setup(network = 'eip155:1' as const) {
  const store = testStore()
  initializeChains(store, [testNetwork(network)])
  renderView(<RegisterAccountName />, store)
}

describe('RegisterAccountName', () => {
  test('error: a name that breaks the §5 rule is marked invalid', () => {
    setup()
    const input = screen.getByLabelText('Name')
    fireEvent.change(input, { target: { value: 'al_' } })
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('error: a valid name goes to the wallet, which is not connected', async () => {
    setup()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'alice-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No wallet is connected.')
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false')
  })

  test('behavior: not offered outside EVM', () => {
    const store = testStore()
    initializeChains(store, [testNetwork('solana:abc')])
    renderView(<RegisterAccountName />, store)
    expect(screen.getByText('Names are only available on EVM networks')).toBeTruthy()
  })
})
