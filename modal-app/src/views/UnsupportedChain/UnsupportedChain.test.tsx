// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { initializeChains } from '../../state/chain.ts'
import { pushView, viewAtom } from '../../state/router/viewStack.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { UnsupportedChain } from './UnsupportedChain.tsx'

afterEach(cleanup)

describe('UnsupportedChain', () => {
  test('default: names the unsupported network and lists supported ones', () => {
    const store = testStore()
    initializeChains(store, [testNetwork('eip155:1'), testNetwork('eip155:10')])
    pushView(store, 'UnsupportedChain', { network: testNetwork('eip155:999') })
    renderView(<UnsupportedChain />, store)
    expect(screen.getByText(/does not work on eip155:999/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /eip155:10/ }))
    expect(store.get(viewAtom)).toBe('SwitchNetwork')
  })

  test('default: empty without configured networks', () => {
    renderView(<UnsupportedChain />)
    expect(screen.getByText('No networks configured')).toBeTruthy()
  })
})
