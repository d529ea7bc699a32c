// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { initializeChains } from '../../state/index.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { OnRamp } from './OnRamp.tsx'

afterEach(cleanup)

function on(network: `${'eip155' | 'solana'}:${string}`) {
  const store = testStore()
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330' })
  initializeChains(store, [testNetwork(network)])
  renderView(<OnRamp />, store)
}

describe('OnRamp', () => {
  test('behavior: without the project API the view only says buying is not enabled', () => {
    renderView(<OnRamp />)
    expect(screen.getByText('This project has not enabled buying crypto.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('default: both providers with their fee ranges and the fallback limits', () => {
    on('eip155:1')
    expect(screen.getByRole('button', { name: /Coinbase.*Fees 1-2%/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Meld\.io.*Fees 1-2%/ })).toBeTruthy()
    expect(
      screen.getByText(/Card 10\.00–7500\.00 USD · Bank account 10\.00–25000\.00 USD/),
    ).toBeTruthy()
  })

  test('behavior: on Solana only Meld is available', () => {
    on('solana:abc')
    expect((screen.getByRole('button', { name: /Coinbase/ }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    fireEvent.click(screen.getByRole('button', { name: /Meld/ }))
    expect(screen.getByRole('alert').textContent).toContain('Meld.io checkout is not available')
  })
})
