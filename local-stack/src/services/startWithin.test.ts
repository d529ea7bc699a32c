import { expect, it, vi } from 'vitest'
import type { Service } from './Service.ts'
import { startWithin } from './startWithin.ts'
import { isAlive, neverReadyService } from './testing/services.ts'

it('default: a service that starts in time is returned as it started', async () => {
  const stop = vi.fn(async () => undefined)
  const started = await startWithin(
    { name: 'Relay', start: async () => ({ url: 'ws://127.0.0.1:1', stop }) },
    { endpoints: {} },
    { timeoutMs: 60_000 },
  )
  expect(started.url).toBe('ws://127.0.0.1:1')
  expect(stop).not.toHaveBeenCalled()
})

it('error: a service that never becomes ready is named when its time runs out, and its process is gone', async () => {
  const hung = neverReadyService('Anvil (chain 31338)')
  const error = await startWithin(hung.service, { endpoints: {} }, { timeoutMs: 300 }).catch(
    (caught: unknown) => caught,
  )
  expect((error as Error).message).toMatchInlineSnapshot(`
    "Anvil (chain 31338) did not start within 300 ms.

    Details: Anvil (chain 31338) was stopped before it was ready"
  `)
  expect(isAlive(hung.pid())).toBe(false)
})

it('error: an abort names the service still starting and the reason', async () => {
  const hung = neverReadyService('WalletConnect relay')
  const abort = new AbortController()
  const starting = startWithin(hung.service, { endpoints: {} }, { signal: abort.signal })
  await hung.spawned
  abort.abort(new Error('SIGINT received'))
  await expect(starting).rejects.toThrow(
    'WalletConnect relay was still starting when the start was aborted (SIGINT received).',
  )
  expect(isAlive(hung.pid())).toBe(false)
})

it('error: an aborted signal starts nothing', async () => {
  const start = vi.fn()
  await expect(
    startWithin({ name: 'Solana RPC', start }, { endpoints: {} }, { signal: AbortSignal.abort() }),
  ).rejects.toThrow('The start was aborted before Solana RPC started')
  expect(start).not.toHaveBeenCalled()
})

it('behavior: a service that starts after it was given up on is stopped', async () => {
  const stop = vi.fn(async () => undefined)
  // It ignores the abort and finishes starting anyway.
  const late: Service = {
    name: 'Mobile wallet',
    start: (context) =>
      new Promise((resolve) => {
        context?.signal?.addEventListener('abort', () =>
          resolve({ url: 'http://127.0.0.1:1/', stop }),
        )
      }),
  }
  await expect(startWithin(late, { endpoints: {} }, { timeoutMs: 50 })).rejects.toThrow(
    'Mobile wallet did not start within 50 ms.',
  )
  expect(stop).toHaveBeenCalledOnce()
})

it('error: the service failing by itself is rethrown as it is', async () => {
  const failure = new Error('Port 8545 is already in use')
  await expect(
    startWithin(
      {
        name: 'Anvil',
        start: async () => {
          throw failure
        },
      },
      { endpoints: {} },
      { timeoutMs: 60_000 },
    ),
  ).rejects.toBe(failure)
})
