// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { wireWalletConnect } from '../../app/wireWalletConnect.ts'
import { connectionAtom } from '../../state/connection.ts'
import { type Platform, platformAtom } from '../../state/platform.ts'
import { pushView, viewAtom } from '../../state/router/viewStack.ts'
import { TEST_SCOPE } from '../../state/testing.ts'
import { adoptedPairing, fakeClient, setupStore, until } from '../../walletconnect/testing.ts'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The view on a store whose WalletConnect is wired to a fake client. */
function showView(platform?: Platform) {
  const { store } = setupStore()
  if (platform) store.set(platformAtom, platform)
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
  return { store, fake }
}

const shown = () => document.querySelector('[data-pairing-uri]')?.getAttribute('data-pairing-uri')

describe('ConnectingWalletConnectBasic', () => {
  test('behavior: the pairing code, New code replaces it by hand, the way to all wallets', async () => {
    const { store, fake } = showView()
    await act(() => adoptedPairing(fake, 1))
    const first = fake.adopted[0]
    expect(screen.getByRole('img', { name: 'Pairing code for WalletConnect' })).toBeTruthy()
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

  test('regression: on iOS Safari New code makes a new code, not the valid one again', async () => {
    const { fake } = showView({ isMobile: true, isIosSafari: true, isTelegram: false, os: 'ios' })
    await act(() => adoptedPairing(fake, 1))
    const first = fake.adopted[0]
    expect(shown()).toBe(first)
    fireEvent.click(screen.getByRole('button', { name: 'New code' }))
    await act(() => adoptedPairing(fake, 2))
    expect(fake.adopted[1]).not.toBe(first)
    expect(shown()).toBe(fake.adopted[1])
  })

  test('regression: making the code fails (no crypto.subtle) → the error with Try again, not a spinner for ever', async () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes, subtle: undefined })
    const { store, fake } = showView()
    await act(() => until(() => store.get(connectionAtom).wcError, 2_000))
    expect(screen.queryByText('Preparing a pairing code')).toBeNull()
    expect(screen.getByText('Connection failed')).toBeTruthy()
    vi.unstubAllGlobals()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(() => adoptedPairing(fake, 1))
    expect(shown()).toBe(fake.adopted[0])
  })
})
