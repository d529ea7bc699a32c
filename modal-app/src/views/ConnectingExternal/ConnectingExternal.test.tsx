// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { pushView, setConnection } from '../../state/index.ts'
import { renderView, testStore } from '../renderView.tsx'
import { ConnectingExternal } from './ConnectingExternal.tsx'

afterEach(cleanup)

function withWallet() {
  const store = testStore()
  pushView(store, 'ConnectingExternal', { connectorId: 'io.metamask', name: 'MetaMask' })
  return store
}

describe('ConnectingExternal', () => {
  test('error: without a chosen wallet', () => {
    renderView(<ConnectingExternal />)
    expect(screen.getByRole('alert').textContent).toContain('No wallet was chosen')
  })

  test('behavior: connecting shows the wait, named for the wallet', () => {
    const store = withWallet()
    setConnection(store, { status: 'connecting' })
    renderView(<ConnectingExternal />, store)
    expect(screen.getByRole('status').textContent).toBe('Continue in MetaMask')
  })

  test('error: Connect reports the failure and offers Try again', async () => {
    renderView(<ConnectingExternal />, withWallet())
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText('No wallet is connected.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
