// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { initializeChains, pushView } from '../../state/index.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { SwitchNetwork } from './SwitchNetwork.tsx'

afterEach(cleanup)

describe('SwitchNetwork', () => {
  test('error: the switch fails with "No wallet is connected." and offers Try again', async () => {
    const store = testStore()
    initializeChains(store, [testNetwork('eip155:1'), testNetwork('eip155:10')])
    pushView(store, 'SwitchNetwork', { network: testNetwork('eip155:10') })
    renderView(<SwitchNetwork />, store)
    fireEvent.click(screen.getByRole('button', { name: 'Switch to eip155:10' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No wallet is connected.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  test('error: without a network in the data', () => {
    renderView(<SwitchNetwork />)
    expect(screen.getByRole('alert').textContent).toContain('No network was chosen')
  })
})
