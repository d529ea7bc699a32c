// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { hostOriginAtom } from '../../app/hostOriginAtom.ts'
import { setHostConnectors } from '../../app/setHostConnectors.ts'
import { viewAtom, viewDataAtom } from '../../state/index.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Connect } from './Connect.tsx'

afterEach(cleanup)

describe('Connect', () => {
  test('default: names the verified host; no wallet found: email and socials come first', () => {
    const store = testStore()
    store.set(hostOriginAtom, 'http://127.0.0.1:4300')
    renderView(<Connect />, store)
    expect(screen.getByText('http://127.0.0.1:4300')).toBeTruthy()
    expect(screen.getByText('No wallets detected yet')).toBeTruthy()
    const buttons = screen.getAllByRole('button').map((button) => button.textContent)
    expect(buttons.indexOf('Continue with email')).toBeLessThan(buttons.indexOf('All Wallets'))
  })

  test('behavior: installed wallets are listed first and open ConnectingExternal', () => {
    const store = testStore()
    setHostConnectors(store, [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
    ])
    renderView(<Connect />, store)
    const wallets = screen.getByRole('region', { name: 'Wallets' })
    const buttons = screen.getAllByRole('button')
    expect(wallets.contains(buttons[0] ?? null)).toBe(true)
    fireEvent.click(within(wallets).getByRole('button', { name: /MetaMask/ }))
    expect(store.get(viewAtom)).toBe('ConnectingExternal')
    expect(store.get(viewDataAtom)).toEqual({ connectorId: 'io.metamask', name: 'MetaMask' })
  })

  test('behavior: features turn methods off', () => {
    renderView(
      <Connect />,
      testStore({ features: { email: false, socials: false, allWallets: false } }),
    )
    expect(screen.queryByRole('button', { name: 'Continue with email' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Social logins' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })
})
