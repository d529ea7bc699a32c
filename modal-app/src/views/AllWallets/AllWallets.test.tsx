// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setHostConnectors } from '../../app/setHostConnectors.ts'
import { viewAtom } from '../../state/index.ts'
import { renderView, testStore } from '../renderView.tsx'
import { AllWallets } from './AllWallets.tsx'

afterEach(cleanup)

describe('AllWallets', () => {
  test('default: empty state without wallets', () => {
    renderView(<AllWallets />)
    expect(screen.getByText('No wallets found')).toBeTruthy()
  })

  test('behavior: featured first, custom wallets listed, search filters, a pick opens it', () => {
    const store = testStore({
      featuredWalletIds: ['phantom'],
      customWallets: [{ id: 'acme', name: 'Acme Wallet' }],
    })
    setHostConnectors(store, [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
      { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', namespace: 'solana' },
    ])
    renderView(<AllWallets />, store)
    const names = () =>
      screen.getAllByRole('listitem').map((item) => item.querySelector('.al-row-main')?.textContent)
    expect(names()).toEqual(['Phantom', 'Acme Wallet', 'MetaMask'])
    fireEvent.change(screen.getByLabelText('Search wallets'), { target: { value: 'meta' } })
    expect(names()).toEqual(['MetaMask'])
    fireEvent.click(screen.getByRole('button', { name: /MetaMask/ }))
    expect(store.get(viewAtom)).toBe('ConnectingExternal')
  })
})
