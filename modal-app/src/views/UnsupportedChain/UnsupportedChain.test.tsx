// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { accountsAtom, setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { activeConnectorIdsAtom } from '../../state/connectors.ts'
import { pushView, viewAtom } from '../../state/router/viewStack.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { UnsupportedChain } from './UnsupportedChain.tsx'

afterEach(cleanup)

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

/** Connected through a host-window wallet, which is now on a network the app does not have. */
function onUnsupported(walletRequest = vi.fn(async (..._args: unknown[]) => null)) {
  const store = testStore()
  initializeChains(store, [testNetwork('eip155:1'), testNetwork('eip155:10')])
  setCaipAddress(store, `eip155:1:${ADDRESS}`)
  store.set(activeConnectorIdsAtom, { eip155: 'wallet-1' })
  store.set(hostLinkAtom, { bridge: { walletRequest }, openUrl: async () => true })
  pushView(store, 'UnsupportedChain', { network: testNetwork('eip155:999') })
  return { store, walletRequest }
}

describe('UnsupportedChain', () => {
  test('default: names the unsupported network and lists supported ones', () => {
    const { store } = onUnsupported()
    renderView(<UnsupportedChain />, store)
    expect(screen.getByText(/does not work on eip155:999/)).toBeTruthy()
    expect(screen.getByText(/Switch to one below, or disconnect\./)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /eip155:10/ }))
    expect(store.get(viewAtom)).toBe('SwitchNetwork')
  })

  test('behavior: Disconnect lets the wallet go, as Account does: permission revoked, account forgotten', async () => {
    const { store, walletRequest } = onUnsupported()
    renderView(<UnsupportedChain />, store)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await vi.waitFor(() => expect(store.get(accountsAtom).eip155.address).toBeUndefined())
    expect(walletRequest).toHaveBeenCalledWith('wallet-1', 'wallet_revokePermissions', [
      { eth_accounts: {} },
    ])
    expect(store.get(activeConnectorIdsAtom).eip155).toBeUndefined()
  })

  test('default: empty without configured networks, Disconnect still there', () => {
    renderView(<UnsupportedChain />)
    expect(screen.getByText('No networks configured')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy()
  })
})
