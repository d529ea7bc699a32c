// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { wireWalletConnect } from '../../app/wireWalletConnect.ts'
import { DEMO_MOBILE_WALLET } from '../../registry/DEMO_MOBILE_WALLET.ts'
import { accountsAtom } from '../../state/account.ts'
import { connectionAtom } from '../../state/connection.ts'
import { RELAY_ANSWER_TIMEOUT_MS, RELAY_CONNECT_TIMEOUT_MS, TIMES } from '../../state/constants.ts'
import { platformAtom } from '../../state/platform.ts'
import { pushView, resetView, viewAtom } from '../../state/router/viewStack.ts'
import type { Store } from '../../state/Store.ts'
import { TEST_SCOPE } from '../../state/testing.ts'
import {
  adoptedPairing,
  EVM_ADDRESS,
  fakeClient,
  flush,
  session,
  setupStore,
  until,
  WALLET_DECLINED,
} from '../../walletconnect/testing.ts'
import { ConnectingWalletConnect } from './ConnectingWalletConnect.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A store with WalletConnect wired to a fake client, showing the view. */
async function showView(
  setup: (store: Store) => void = () => undefined,
  started: (client: ReturnType<typeof fakeClient>['client']) => Promise<unknown> = async () =>
    undefined,
) {
  const { store, events } = setupStore()
  const fake = fakeClient()
  wireWalletConnect(store, {
    scope: TEST_SCOPE,
    preload: false,
    create: async () => {
      await started(fake.client)
      return fake.client
    },
  })
  pushView(store, 'ConnectingWalletConnect', { name: 'Rainbow' })
  setup(store)
  render(
    <Provider store={store}>
      <ConnectingWalletConnect />
    </Provider>,
  )
  return { store, fake, events }
}

const shownUri = () =>
  document.querySelector('[data-pairing-uri]')?.getAttribute('data-pairing-uri')

describe('ConnectingWalletConnect', () => {
  test('default: the pairing URI as a QR code named for the wallet, before the SDK is up; then adopted', async () => {
    let release: () => void = () => undefined
    const loading = new Promise<void>((resolve) => {
      release = resolve
    })
    const { store, fake } = await showView(undefined, () => loading)
    expect(screen.getByRole('status').textContent).toBe('Preparing a pairing code')
    await act(() => until(() => store.get(connectionAtom).wcUri !== undefined))
    expect(screen.getByRole('img', { name: 'Pairing code for Rainbow' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    const shown = shownUri()
    expect(shown).toMatch(/^wc:[0-9a-f]{64}@2\?expiryTimestamp=\d+&relay-protocol=irn&symKey=/)
    expect(fake.client.connect).not.toHaveBeenCalled()
    release()
    await act(() => adoptedPairing(fake, 1))
    expect(fake.adopted[0]).toBe(shown)
    expect(shownUri()).toBe(shown)
  })

  test("behavior: the wallet approves → Account, CONNECT_SUCCESS (qrcode, the wallet's own name)", async () => {
    const { store, fake, events } = await showView()
    await act(() => adoptedPairing(fake, 1))
    await act(async () => {
      fake.approve(1, session([`eip155:31337:${EVM_ADDRESS}`]))
      await flush()
    })
    expect(store.get(viewAtom)).toBe('Account')
    expect(store.get(accountsAtom).eip155.address).toBe(EVM_ADDRESS)
    await act(flush)
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'CONNECT_SUCCESS',
        properties: { method: 'qrcode', name: 'Test Wallet' },
      }),
    )
  })

  test('error: the wallet rejects → the error view; Try again pairs anew', async () => {
    const { fake } = await showView()
    await act(() => adoptedPairing(fake, 1))
    const first = fake.adopted[0]
    await act(async () => {
      fake.reject(1, WALLET_DECLINED)
      await flush()
    })
    expect(screen.getByRole('alert').textContent).toContain('Connection declined')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(() => adoptedPairing(fake, 2))
    const second = fake.adopted[1]
    expect(fake.client.connect).toHaveBeenCalledTimes(2)
    expect(second).not.toBe(first)
    expect(shownUri()).toBe(second)
  })

  test('behavior: an expiring pairing gets a new URI 10 s before its 4 minutes end', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1), toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { store, fake } = await showView()
    await act(() => adoptedPairing(fake, 1))
    const first = fake.adopted[0]
    expect(store.get(connectionAtom).wcUri).toBe(first)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMES.pairingLife - TIMES.pairingExpiryMargin - 1)
    })
    expect(fake.client.pair).toHaveBeenCalledTimes(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    await act(() => adoptedPairing(fake, 2))
    const second = fake.adopted[1]
    expect(fake.client.pair).toHaveBeenCalledTimes(2)
    // The namespaces were set once: the replaced pairing stays subscribed (see startPairing).
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
    expect(second).not.toBe(first)
    expect(shownUri()).toBe(second)
  })

  test('error: a relay that cannot be reached → after 10 s the error names it; Try again pairs once it answers', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1), toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { store, fake } = await showView()
    fake.relayer.connected = false
    // The code shows while the relay is tried.
    await act(() => until(() => store.get(connectionAtom).wcUri !== undefined))
    expect(screen.getByRole('img', { name: 'Pairing code for Rainbow' })).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS)
      await flush()
    })
    expect(screen.getByRole('alert').textContent).toMatchInlineSnapshot(
      `"WalletConnect relay unreachableThe WalletConnect relay at 127.0.0.1:4320 cannot be reached. Check your connection, then try again."`,
    )
    expect(fake.client.connect).not.toHaveBeenCalled()
    expect(fake.relayer.transportClose).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(async () => {
      fake.relayer.open()
      await flush()
    })
    await act(() => adoptedPairing(fake, 1))
    const adopted = fake.adopted[0] ?? ''
    expect(store.get(connectionAtom).wcUri).toBe(adopted)
    expect(screen.getByRole('img', { name: 'Pairing code for Rainbow' })).toBeTruthy()
  })

  test('regression: a relay that takes the socket but never answers → after 10 s the code gives way to the error; Try again pairs anew', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1), toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { store, fake } = await showView()
    const { pair } = fake.client.client.core.pairing
    // No acknowledgement of the pairing's subscription, ever.
    vi.mocked(pair).mockImplementationOnce(() => new Promise(() => undefined))
    await act(() => until(() => vi.mocked(pair).mock.calls.length === 1))
    const silentUri = shownUri()
    expect(screen.getByRole('img', { name: 'Pairing code for Rainbow' })).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RELAY_ANSWER_TIMEOUT_MS)
      await flush()
    })
    expect(screen.queryByRole('img', { name: 'Pairing code for Rainbow' })).toBeNull()
    expect(screen.getByRole('alert').textContent).toMatchInlineSnapshot(
      `"WalletConnect relay not answeringThe WalletConnect relay at 127.0.0.1:4320 did not answer. Check your connection, then try again."`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(async () => {
      fake.relayer.open()
      await flush()
    })
    await act(() => adoptedPairing(fake, 1))
    expect(shownUri()).toBe(fake.adopted[0])
    expect(shownUri()).not.toBe(silentUri)
    expect(store.get(connectionAtom).wcError).toBe(false)
  })

  test('behavior: the view going away stops regenerating', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1), toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { fake } = await showView()
    await act(() => adoptedPairing(fake, 1))
    cleanup()
    await vi.advanceTimersByTimeAsync(TIMES.pairingLife)
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
  })

  test('behavior: on a phone, Open <wallet> asks the host to open the deep link in the click', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([DEMO_MOBILE_WALLET]), { status: 200 })),
    )
    const openUrl = vi.fn(async () => true)
    const { store, fake } = await showView((store) => {
      store.set(platformAtom, {
        isMobile: true,
        isIosSafari: false,
        isTelegram: false,
        os: 'android',
      })
      store.set(hostLinkAtom, { bridge: {} as never, openUrl })
    })
    await act(() => adoptedPairing(fake, 1))
    const adopted = fake.adopted[0] ?? ''
    const button = await screen.findByRole('button', { name: 'Open Airlock Demo Wallet' })
    fireEvent.click(button)
    expect(openUrl).toHaveBeenCalledWith(
      `http://localhost:4340/?uri=${encodeURIComponent(adopted)}`,
      [],
    )
    expect(store.get(connectionAtom).wcLinking?.name).toBe('Airlock Demo Wallet')
  })

  test('behavior: on a phone, the picked app: its Open button instead of the QR code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([DEMO_MOBILE_WALLET]), { status: 200 })),
    )
    const openUrl = vi.fn(async () => true)
    const { fake } = await showView((store) => {
      resetView(store, 'ConnectingWalletConnect', {
        walletId: DEMO_MOBILE_WALLET.id,
        name: DEMO_MOBILE_WALLET.name,
      })
      store.set(platformAtom, { isMobile: true, isIosSafari: true, isTelegram: false, os: 'ios' })
      store.set(hostLinkAtom, { bridge: {} as never, openUrl })
    })
    await act(() => adoptedPairing(fake, 1))
    const adopted = fake.adopted[0] ?? ''
    fireEvent.click(await screen.findByRole('button', { name: 'Open Airlock Demo Wallet' }))
    expect(openUrl).toHaveBeenCalledWith(
      `http://localhost:4340/?uri=${encodeURIComponent(adopted)}`,
      [],
    )
    expect(screen.queryByRole('img', { name: /^Pairing code/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })

  test('error: WalletConnect not wired → unavailable, with Try again', () => {
    const { store } = setupStore()
    render(
      <Provider store={store}>
        <ConnectingWalletConnect />
      </Provider>,
    )
    expect(screen.getByRole('alert').textContent).toContain('WalletConnect is unavailable')
  })
})
