import { afterEach, expect, test, vi } from 'vitest'
import type { HostModalState } from './HostModalState.ts'
import { waitForRestoredSession } from './waitForRestoredSession.ts'

afterEach(() => {
  vi.useRealTimers()
})

/** A modal whose state the test sets; it counts its subscribers. */
function fakeModal() {
  let state = { ready: false, account: null, error: null } as unknown as HostModalState
  const listeners = new Set<(state: HostModalState) => void>()
  return {
    getState: () => state,
    subscribeState: (listener: (state: HostModalState) => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set: (patch: Partial<HostModalState>) => {
      state = { ...state, ...patch }
      for (const listener of [...listeners]) listener(state)
    },
    listeners,
  }
}
const addressOf = (state: HostModalState) => state.account?.address
const account = { address: 'A', caipAddress: 'solana:x:A', namespace: 'solana' } as const

test('default: resolves what the state shows once it shows it, and stops listening', async () => {
  const modal = fakeModal()
  const waiting = waitForRestoredSession(modal, addressOf, 10_000)
  modal.set({ ready: true })
  modal.set({ account })
  await expect(waiting).resolves.toBe('A')
  expect(modal.listeners.size).toBe(0)
})

test('behavior: already shown, it resolves at once', async () => {
  const modal = fakeModal()
  modal.set({ account })
  await expect(waitForRestoredSession(modal, addressOf, 0)).resolves.toBe('A')
})

test('behavior: an error in the state resolves undefined', async () => {
  const modal = fakeModal()
  const waiting = waitForRestoredSession(modal, addressOf, 10_000)
  modal.set({ error: { code: 'HANDSHAKE_TIMEOUT', message: 'No answer' } })
  await expect(waiting).resolves.toBeUndefined()
  expect(modal.listeners.size).toBe(0)
})

test('behavior: nothing restored resolves undefined after the timeout', async () => {
  vi.useFakeTimers()
  const modal = fakeModal()
  let result: unknown = 'pending'
  void waitForRestoredSession(modal, addressOf, 10_000).then((value) => {
    result = value
  })
  modal.set({ ready: true })
  await vi.advanceTimersByTimeAsync(9_999)
  expect(result).toBe('pending')
  await vi.advanceTimersByTimeAsync(1)
  expect(result).toBeUndefined()
  expect(modal.listeners.size).toBe(0)
})
