// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { pushView, setConnection, setPairing } from '../../state/index.ts'
import { renderView, testStore } from '../renderView.tsx'
import { ConnectingWalletConnect } from './ConnectingWalletConnect.tsx'

afterEach(cleanup)

describe('ConnectingWalletConnect', () => {
  test('default: loading until a pairing URI exists', () => {
    renderView(<ConnectingWalletConnect />)
    expect(screen.getByRole('status').textContent).toBe('Preparing a pairing code')
  })

  test('behavior: the URI becomes a QR code named for the wallet', () => {
    const store = testStore()
    pushView(store, 'ConnectingWalletConnect', { name: 'Rainbow' })
    setPairing(store, 'wc:abc@2?relay-protocol=irn&symKey=123')
    renderView(<ConnectingWalletConnect />, store)
    expect(screen.getByRole('img', { name: 'Pairing code for Rainbow' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })

  test('error: declined, Try again reports that no wallet is reachable', async () => {
    const store = testStore()
    setConnection(store, { wcError: true })
    renderView(<ConnectingWalletConnect />, store)
    expect(screen.getByRole('alert').textContent).toContain('Connection declined')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No wallet is connected.')).toBeTruthy()
  })
})
