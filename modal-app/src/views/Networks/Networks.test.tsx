// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { initializeChains } from '../../state/chain.ts'
import { pushView, viewAtom, viewDataAtom } from '../../state/router/viewStack.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Networks } from './Networks.tsx'

afterEach(cleanup)

describe('Networks', () => {
  test('default: empty without configured networks', () => {
    renderView(<Networks />)
    expect(screen.getByText('No networks configured')).toBeTruthy()
  })

  test('behavior: lists the networks, marks the current one, routes a switch', () => {
    const store = testStore()
    const polygon = testNetwork('eip155:137')
    initializeChains(store, [testNetwork('eip155:1'), polygon, testNetwork('solana:abc')])
    pushView(store, 'Networks')
    renderView(<Networks />, store)
    expect(screen.getAllByRole('list')).toHaveLength(2)
    expect(screen.getByRole('button', { current: true }).textContent).toContain('eip155:1')
    fireEvent.click(screen.getByRole('button', { name: /eip155:137/ }))
    expect(store.get(viewAtom)).toBe('SwitchNetwork')
    expect(store.get(viewDataAtom)).toEqual({ network: polygon })
  })
})
