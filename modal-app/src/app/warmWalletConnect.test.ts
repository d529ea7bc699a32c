import { describe, expect, test, vi } from 'vitest'
import { connectionAtom } from '../state/connection.ts'
import { closeModal } from '../state/modal.ts'
import { openModal } from '../state/router/openModal.ts'
import { pushView } from '../state/router/viewStack.ts'
import { startPairing } from '../walletconnect/startPairing.ts'
import { fakeClient, flush, setupStore } from '../walletconnect/testing.ts'
import { type AfterPaintScheduler, warmWalletConnect } from './warmWalletConnect.ts'

// The first import of the warming module loads the views' code too.
const WAIT = { timeout: 10_000 }

/** A scheduler whose frames, tasks and idle callbacks run when the test says so. */
function manualScheduler() {
  const queued: Array<() => void> = []
  const scheduler: AfterPaintScheduler = {
    requestAnimationFrame: (callback) => queued.push(callback),
    requestIdleCallback: (callback) => queued.push(callback),
    setTimeout: (callback) => queued.push(callback),
  }
  const runAll = async () => {
    while (queued.length > 0) queued.shift()?.()
    await flush()
  }
  return { scheduler, runAll, pending: () => queued.length }
}

describe('warmWalletConnect', () => {
  test('default: nothing before the first open; after the painted frame, the QR is ready for the click', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const client = vi.fn(async () => fake.client)
    const { scheduler, runAll, pending } = manualScheduler()
    warmWalletConnect(store, { client, scheduler })
    await runAll()
    expect(pending()).toBe(0)
    expect(client).not.toHaveBeenCalled()

    openModal(store)
    // Not within the opening frame: after its paint, when idle.
    expect(client).not.toHaveBeenCalled()
    await runAll()
    await vi.waitFor(() => expect(fake.client.connect).toHaveBeenCalledTimes(1), WAIT)
    expect(store.get(connectionAtom).wcUri).toBeUndefined()

    // The visitor looks at All Wallets, then picks WalletConnect: the prepared code shows.
    pushView(store, 'AllWallets')
    pushView(store, 'ConnectingWalletConnect')
    startPairing(store, { client: fake.client })
    await flush()
    expect(store.get(connectionAtom).wcUri).toContain('pairing-1')
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
  })

  test('behavior: closing drops the prepared pairing; the next open makes a new one', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    const { scheduler, runAll } = manualScheduler()
    warmWalletConnect(store, { client: async () => fake.client, scheduler })
    openModal(store)
    await runAll()
    await vi.waitFor(() => expect(fake.client.connect).toHaveBeenCalledTimes(1), WAIT)
    closeModal(store)
    await flush()
    openModal(store)
    await runAll()
    await vi.waitFor(() => expect(fake.client.connect).toHaveBeenCalledTimes(2), WAIT)
    startPairing(store, { client: fake.client })
    await flush()
    expect(store.get(connectionAtom).wcUri).toContain('pairing-2')
  })

  test('behavior: WalletConnect picked before the client started: no second pairing waits unused', async () => {
    const { store } = setupStore()
    const fake = fakeClient()
    let started: ((client: typeof fake.client) => void) | undefined
    const client = () =>
      new Promise<typeof fake.client>((resolve) => {
        started = resolve
      })
    const { scheduler, runAll } = manualScheduler()
    warmWalletConnect(store, { client, scheduler })
    openModal(store)
    await runAll()
    await vi.waitFor(() => expect(started).toBeDefined(), WAIT)
    pushView(store, 'ConnectingWalletConnect')
    startPairing(store, { client: fake.client })
    started?.(fake.client)
    await flush()
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
    expect(store.get(connectionAtom).wcUri).toContain('pairing-1')
  })

  test('behavior: a modal closed before its idle time warms nothing', async () => {
    const { store } = setupStore()
    const client = vi.fn(async () => fakeClient().client)
    const { scheduler, runAll } = manualScheduler()
    warmWalletConnect(store, { client, scheduler })
    openModal(store)
    closeModal(store)
    await runAll()
    expect(client).not.toHaveBeenCalled()
  })
})
