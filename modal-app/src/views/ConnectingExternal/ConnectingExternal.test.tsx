// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { setHostConnectors } from '../../app/setHostConnectors.ts'
import { accountsAtom } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { connectionAtom } from '../../state/connection.ts'
import { pushView, viewAtom } from '../../state/router/viewStack.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { ConnectingExternal } from './ConnectingExternal.tsx'

afterEach(cleanup)

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function withWallet(walletRequest?: (connectorId: string, method: string) => Promise<unknown>) {
  const store = testStore()
  initializeChains(store, [testNetwork('eip155:1')])
  setHostConnectors(store, [
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
  ])
  if (walletRequest) {
    store.set(hostLinkAtom, { bridge: { walletRequest }, openUrl: async () => true })
  }
  pushView(store, 'Connect')
  pushView(store, 'ConnectingExternal', {
    connectorId: 'io.metamask',
    namespace: 'eip155',
    name: 'MetaMask',
  })
  return store
}

describe('ConnectingExternal', () => {
  test('error: without a chosen wallet', () => {
    renderView(<ConnectingExternal />)
    expect(screen.getByRole('alert').textContent).toContain('No wallet was chosen')
  })

  test('behavior: asks the wallet at once and waits, named for the wallet', async () => {
    let answer: (value: unknown) => void = () => {}
    const walletRequest = vi.fn(
      (_id: string, method: string) =>
        new Promise((resolve) => {
          if (method === 'eth_chainId') resolve('0x1')
          else answer = resolve
        }),
    )
    const store = withWallet(walletRequest)
    renderView(<ConnectingExternal />, store)
    expect(screen.getByRole('status').textContent).toBe('Continue in MetaMask')
    expect(walletRequest).toHaveBeenCalledTimes(1)
    expect(walletRequest).toHaveBeenCalledWith('io.metamask', 'eth_requestAccounts')
    answer([account])
    await waitFor(() => expect(store.get(viewAtom)).toBe('Account'))
    expect(store.get(accountsAtom).eip155.address).toBe(account)
  })

  test('error: a rejection says so, offers Try again and changes nothing', async () => {
    const walletRequest = vi.fn(async () => {
      throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.')
    })
    const store = withWallet(walletRequest)
    const before = { accounts: store.get(accountsAtom), connection: store.get(connectionAtom) }
    renderView(<ConnectingExternal />, store)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Connection declinedYou declined the request in your wallet. Try again when you are ready.',
    )
    expect(store.get(accountsAtom)).toBe(before.accounts)
    expect(store.get(connectionAtom)).toBe(before.connection)
    expect(store.get(viewAtom)).toBe('ConnectingExternal')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(walletRequest).toHaveBeenCalledTimes(2))
  })

  test('error: a prompt already open, and any other failure, have their own message', async () => {
    const pending = withWallet(async () => {
      throw new AirlockError(ErrorCode.REQUEST_PENDING, 'Already processing.')
    })
    renderView(<ConnectingExternal />, pending)
    expect((await screen.findByRole('alert')).textContent).toContain('Open your wallet to continue')
    cleanup()
    renderView(<ConnectingExternal />, withWallet())
    expect((await screen.findByRole('alert')).textContent).toBe('No wallet is connected.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
