// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setPairing, viewAtom } from '../../state/index.ts'
import { renderView, testStore } from '../renderView.tsx'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic.tsx'

afterEach(cleanup)

describe('ConnectingWalletConnectBasic', () => {
  test('default: the pairing code and the way to all wallets', () => {
    const store = testStore()
    setPairing(store, 'wc:abc@2?relay-protocol=irn&symKey=123')
    renderView(<ConnectingWalletConnectBasic />, store)
    expect(screen.getByRole('img', { name: 'Pairing code for WalletConnect' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(store.get(viewAtom)).toBe('AllWallets')
  })
})
