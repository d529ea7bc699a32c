// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { loadBalancesDepsAtom } from '../../app/loadBalancesDepsAtom.ts'
import { wireWalletConnect } from '../../app/wireWalletConnect.ts'
import { connectedNamespacesAtom, setCaipAddress } from '../../state/account.ts'
import { activeNetworkAtom, initializeChains, setChainClients } from '../../state/chain.ts'
import { setActiveConnector } from '../../state/connectors.ts'
import { historyAtom, pushView, viewAtom } from '../../state/router/viewStack.ts'
import { snackbarAtom } from '../../state/snackbar.ts'
import { TEST_SCOPE, testNetwork } from '../../state/testing.ts'
import { applyWalletConnectSession } from '../../walletconnect/applyWalletConnectSession.ts'
import {
  anvil,
  anvil2,
  EVM_ADDRESS,
  fakeClient,
  session,
  setupStore,
} from '../../walletconnect/testing.ts'
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
    // Regression: as it leaves (and where it stays), the view keeps its network, never turning
    // into "No network was chosen".
    expect((await screen.findByRole('alert')).textContent).toBe('Network switch declined')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
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

  describe('WalletConnect', () => {
    function walletConnectStore(accounts: string[]) {
      const { store } = setupStore()
      store.set(loadBalancesDepsAtom, { fetchBalances: async () => [] })
      const fake = fakeClient()
      wireWalletConnect(store, {
        scope: TEST_SCOPE,
        preload: false,
        create: async () => fake.client,
      })
      const made = session(accounts)
      const eip155 = made.namespaces.eip155
      if (eip155) eip155.methods = ['wallet_switchEthereumChain']
      fake.client.session = made
      applyWalletConnectSession(store, fake.client, made)
      pushView(store, 'Account')
      pushView(store, 'Networks')
      pushView(store, 'SwitchNetwork', { network: anvil2 })
      return { store, fake }
    }

    test('default: a chain of the session is asked through the session, then Account', async () => {
      const { store, fake } = walletConnectStore([
        `eip155:31337:${EVM_ADDRESS}`,
        `eip155:31338:${EVM_ADDRESS}`,
      ])
      renderView(<SwitchNetwork />, store)
      await waitFor(() => expect(store.get(viewAtom)).toBe('Account'))
      expect(fake.client.client.request).toHaveBeenCalledWith(
        expect.objectContaining({
          request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
        }),
      )
      expect(store.get(activeNetworkAtom)).toBe(anvil2)
    })

    test('error: a chain the session did not approve → says so, offers Disconnect and reconnect', async () => {
      const { store, fake } = walletConnectStore([`eip155:31337:${EVM_ADDRESS}`])
      renderView(<SwitchNetwork />, store)
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toMatchInlineSnapshot(
        `"The connected wallet (Test Wallet) did not approve eip155:31338.Disconnect, then connect again and approve eip155:31338 in your wallet."`,
      )
      expect(store.get(viewAtom)).toBe('SwitchNetwork')
      expect(store.get(activeNetworkAtom)).toBe(anvil)
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect and reconnect' }))
      await waitFor(() => expect(store.get(viewAtom)).toBe('ConnectingWalletConnect'))
      expect(fake.client.disconnect).toHaveBeenCalledOnce()
      expect(store.get(connectedNamespacesAtom)).toEqual([])
      expect(store.get(historyAtom).map((entry) => entry.view)).toEqual([
        'Connect',
        'ConnectingWalletConnect',
      ])
    })
  })

  test('error: without a network in the data', () => {
    renderView(<SwitchNetwork />)
    expect(screen.getByRole('alert').textContent).toContain('No network was chosen')
  })
})
