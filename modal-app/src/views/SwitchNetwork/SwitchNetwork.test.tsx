// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { loadBalancesDepsAtom } from '../../app/loadBalancesDepsAtom.ts'
import {
  activeNetworkAtom,
  initializeChains,
  pushView,
  setActiveConnector,
  setCaipAddress,
  setChainClients,
  snackbarAtom,
  viewAtom,
} from '../../state/index.ts'
import { testNetwork } from '../../state/testing.ts'
import { attachHostClients } from '../../wallets/attachHostClients.ts'
import { renderView, testStore } from '../renderView.tsx'
import { SwitchNetwork } from './SwitchNetwork.tsx'

afterEach(cleanup)

const one = testNetwork('eip155:1')
const ten = testNetwork('eip155:10')

function connectedStore(walletRequest: (id: string, method: string) => Promise<unknown>) {
  const store = testStore()
  store.set(loadBalancesDepsAtom, { fetchBalances: async () => [] })
  initializeChains(store, [one, ten])
  setCaipAddress(store, 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  setActiveConnector(store, 'eip155', 'io.metamask')
  const link = { bridge: { walletRequest }, openUrl: async () => true }
  store.set(hostLinkAtom, link)
  attachHostClients(store, link, 'eip155')
  pushView(store, 'Account')
  pushView(store, 'Networks')
  pushView(store, 'SwitchNetwork', { network: ten })
  return store
}

describe('SwitchNetwork', () => {
  test('default: asks the wallet as it shows, then lands on Account', async () => {
    const walletRequest = vi.fn(async () => null)
    const store = connectedStore(walletRequest)
    renderView(<SwitchNetwork />, store)
    expect(screen.getByRole('status').textContent).toBe('Approve in your wallet')
    await waitFor(() => expect(store.get(viewAtom)).toBe('Account'))
    expect(walletRequest).toHaveBeenCalledWith('io.metamask', 'wallet_switchEthereumChain', [
      { chainId: '0xa' },
    ])
    expect(store.get(activeNetworkAtom)).toBe(ten)
  })

  test('error: a declined switch goes back and says so in the snackbar', async () => {
    const store = connectedStore(async () => {
      throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.')
    })
    renderView(<SwitchNetwork />, store)
    await waitFor(() => expect(store.get(viewAtom)).toBe('Networks'))
    expect(store.get(snackbarAtom)).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Network switch declined',
    })
    expect(store.get(activeNetworkAtom)).toBe(one)
  })

  test('error: without a wallet or a network client it says so and offers Try again', async () => {
    const store = testStore()
    initializeChains(store, [one, ten])
    pushView(store, 'SwitchNetwork', { network: ten })
    renderView(<SwitchNetwork />, store)
    expect((await screen.findByRole('alert')).textContent).toBe('No wallet is connected.')
    const switchNetwork = vi.fn(async () => {})
    setChainClients(store, 'eip155', { networkClient: { switchNetwork } })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(switchNetwork).toHaveBeenCalledWith(ten))
  })

  test('error: without a network in the data', () => {
    renderView(<SwitchNetwork />)
    expect(screen.getByRole('alert').textContent).toContain('No network was chosen')
  })
})
