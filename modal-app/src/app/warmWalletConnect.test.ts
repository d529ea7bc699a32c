import { describe, expect, test, vi } from 'vitest'
import { closeModal } from '../state/modal.ts'
import { openModal } from '../state/router/openModal.ts'
import { pushView } from '../state/router/viewStack.ts'
import { flush, setupStore } from '../walletconnect/testing.ts'
import { type AfterPaintScheduler, warmWalletConnect } from './warmWalletConnect.ts'

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
  test('default: nothing before the first open; after its painted frame, at idle, the pairing view loads (not the SDK)', async () => {
    const { store } = setupStore()
    const preload = vi.fn(async () => undefined)
    const { scheduler, runAll, pending } = manualScheduler()
    warmWalletConnect(store, { preload, scheduler })
    await runAll()
    expect(pending()).toBe(0)
    expect(preload).not.toHaveBeenCalled()

    openModal(store)
    // Not within the opening frame: after its paint, when idle.
    expect(preload).not.toHaveBeenCalled()
    await runAll()
    expect(preload).toHaveBeenCalledTimes(1)
  })

  test('behavior: Connect shown again (back from All Wallets, a reopen) loads it again; a failed load is retried so', async () => {
    const { store } = setupStore()
    const preload = vi.fn(async () => {
      throw new Error('offline')
    })
    const { scheduler, runAll } = manualScheduler()
    warmWalletConnect(store, { preload, scheduler })
    openModal(store)
    await runAll()
    pushView(store, 'AllWallets')
    await runAll()
    expect(preload).toHaveBeenCalledTimes(1)
    closeModal(store)
    openModal(store)
    await runAll()
    expect(preload.mock.calls.length).toBeGreaterThan(1)
  })

  test('behavior: a modal closed before its idle time loads nothing', async () => {
    const { store } = setupStore()
    const preload = vi.fn(async () => undefined)
    const { scheduler, runAll } = manualScheduler()
    warmWalletConnect(store, { preload, scheduler })
    openModal(store)
    closeModal(store)
    await runAll()
    expect(preload).not.toHaveBeenCalled()
  })
})
