import { expect, test } from 'vitest'
import { deferRemote } from './deferRemote.ts'

test('behavior: settles once, and a rejection nobody awaits is not reported as unhandled', async () => {
  const remote = { call: async () => null }
  const first = deferRemote()
  first.connected(remote)
  first.failed(new Error('too late'))
  await expect(first.remote).resolves.toBe(remote)
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', onUnhandled)
  const dropped = deferRemote()
  dropped.failed(new Error('closed'))
  // Node reports unhandled rejections as soon as the microtask queue drains, before the next
  // macrotask: one setImmediate turn is enough to have heard of it.
  await new Promise((resolve) => setImmediate(resolve))
  process.off('unhandledRejection', onUnhandled)
  expect(unhandled).toEqual([])
  await expect(dropped.remote).rejects.toThrow('closed')
})
