// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  activeAccountAtom,
  initializeChains,
  setCaipAddress,
  transactionsAtom,
  viewAtom,
} from '../../state/index.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Account } from './Account.tsx'

afterEach(cleanup)

function connected() {
  const store = testStore()
  initializeChains(store, [testNetwork('eip155:1')])
  setCaipAddress(store, 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
  return store
}

describe('Account', () => {
  test('error: without an account it says so and offers Connect', () => {
    const store = renderView(<Account />)
    expect(screen.getByText('No account connected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }))
    expect(store.get(viewAtom)).toBe('Connect')
  })

  test('default: address, balance and the Tokens tab with its empty state', () => {
    renderView(<Account />, connected())
    expect(screen.getByText('0xab16…Bfcdb')).toBeTruthy()
    expect(screen.getByText('0.000 C')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Tokens', selected: true })).toBeTruthy()
    expect(screen.getByRole('tabpanel').textContent).toContain('No tokens yet')
  })

  test('behavior: arrow keys move between the tabs; Activity shows loading', () => {
    const store = connected()
    store.set(transactionsAtom, { transactions: [], next: undefined, loading: true, empty: false })
    renderView(<Account />, store)
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tokens' }), { key: 'ArrowLeft' })
    expect(store.get(activeAccountAtom).currentTab).toBe(2)
    expect(screen.getByRole('tab', { name: 'Activity', selected: true })).toBe(
      document.activeElement,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading activity')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Activity' }), { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Tokens', selected: true })).toBeTruthy()
  })

  test('behavior: wallet actions follow the feature order and open their views', () => {
    const store = connected()
    renderView(<Account />, store)
    const actions = screen.getByRole('list', { name: 'Wallet actions' })
    expect([...actions.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Buy',
      'Swap',
      'Receive',
      'Send',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(store.get(viewAtom)).toBe('Send')
  })
})
