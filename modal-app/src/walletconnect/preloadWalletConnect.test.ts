import { expect, test, vi } from 'vitest'
import { preloadWalletConnect } from './preloadWalletConnect.ts'

test('default: loads when the browser is idle (5 s at most), not before', () => {
  const load = vi.fn(async () => undefined)
  const idle: Array<() => void> = []
  const requestIdleCallback = vi.fn((callback: () => void) => idle.push(callback))
  preloadWalletConnect({ requestIdleCallback, setTimeout: vi.fn() }, load)
  expect(load).not.toHaveBeenCalled()
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5_000 })
  idle[0]?.()
  expect(load).toHaveBeenCalledOnce()
})

test('behavior: without requestIdleCallback a 2 s timer; a failed load is swallowed', async () => {
  const load = vi.fn(async () => {
    throw new Error('offline')
  })
  const timers: Array<[() => void, number]> = []
  preloadWalletConnect({ setTimeout: (callback, ms) => timers.push([callback, ms]) }, load)
  expect(timers.map(([, ms]) => ms)).toEqual([2_000])
  timers[0]?.[0]()
  await Promise.resolve()
  expect(load).toHaveBeenCalledOnce()
})
