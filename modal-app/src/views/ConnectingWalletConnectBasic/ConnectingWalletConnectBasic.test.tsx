// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai/react'
import { afterEach, describe, expect, test } from 'vitest'
import { wireWalletConnect } from '../../app/wireWalletConnect.ts'
import { pushView, viewAtom } from '../../state/router/viewStack.ts'
import { TEST_SCOPE } from '../../state/testing.ts'
import { adoptedPairing, fakeClient, setupStore } from '../../walletconnect/testing.ts'
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
    await act(() => adoptedPairing(fake, 1))
    const first = fake.adopted[0]
    expect(screen.getByRole('img', { name: 'Pairing code for WalletConnect' })).toBeTruthy()
    const shown = () =>
      document.querySelector('[data-pairing-uri]')?.getAttribute('data-pairing-uri')
    expect(shown()).toBe(first)
    fireEvent.click(screen.getByRole('button', { name: 'New code' }))
    await act(() => adoptedPairing(fake, 2))
    const second = fake.adopted[1]
    expect(fake.client.connect).toHaveBeenCalledTimes(2)
    expect(second).not.toBe(first)
    expect(shown()).toBe(second)
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(store.get(viewAtom)).toBe('AllWallets')
  })
})
