// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai/react'
import { afterEach, describe, expect, test } from 'vitest'
import { wireWalletConnect } from '../../app/wireWalletConnect.ts'
import { pushView, viewAtom } from '../../state/router/viewStack.ts'
import { TEST_SCOPE } from '../../state/testing.ts'
import { clientStarted, fakeClient, flush, setupStore } from '../../walletconnect/testing.ts'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic.tsx'

afterEach(cleanup)

describe('ConnectingWalletConnectBasic', () => {
  test('behavior: the pairing code, New code replaces it by hand, the way to all wallets', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    wireWalletConnect(store, {
      scope: TEST_SCOPE,
      preload: false,
      create: async () => fake.client,
    })
    pushView(store, 'ConnectingWalletConnectBasic')
    render(
      <Provider store={store}>
        <ConnectingWalletConnectBasic />
      </Provider>,
    )
    await act(() => clientStarted(store))
    expect(screen.getByRole('img', { name: 'Pairing code for WalletConnect' })).toBeTruthy()
    const shown = () =>
      document.querySelector('[data-pairing-uri]')?.getAttribute('data-pairing-uri')
    expect(shown()).toContain('wc:pairing-1@2')
    fireEvent.click(screen.getByRole('button', { name: 'New code' }))
    await act(flush)
    expect(fake.client.connect).toHaveBeenCalledTimes(2)
    expect(shown()).toContain('wc:pairing-2@2')
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(store.get(viewAtom)).toBe('AllWallets')
  })
})
