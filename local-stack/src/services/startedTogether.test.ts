import { expect, it, vi } from 'vitest'
import type { Service, StartedService } from './Service.ts'
import { startedTogether } from './startedTogether.ts'
import { startWithin } from './startWithin.ts'
import { isAlive, neverReadyService } from './testing/services.ts'

/** A service that starts once `release` is called (or fails with `failure`), and records stops. */
function gated(name: string, started: Omit<StartedService, 'stop'>, failure?: Error) {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const stop = vi.fn(async () => undefined)
  const service: Service = {
    name,
    async start() {
      await gate
      if (failure) throw failure
      return { ...started, stop }
    },
  }
  return { service, release, stop }
}

it('behavior: the services start side by side; their URLs and RPC URLs are merged', async () => {
  const first = gated('A', {
    url: 'http://127.0.0.1:1/',
    endpoints: { rpcUrls: { 'eip155:1': 'http://127.0.0.1:1/' } },
  })
  const second = gated('B', {
    url: 'http://127.0.0.1:2/',
    endpoints: { rpcUrls: { 'solana:x': 'http://127.0.0.1:2/' }, relayUrl: 'ws://127.0.0.1:3' },
  })
  const starting = startedTogether('Chains', [first.service, second.service]).start()
  // The second is released first: neither waits for the other.
  second.release()
  first.release()
  const started = await starting
  expect(started.url).toBe('http://127.0.0.1:1/ http://127.0.0.1:2/')
  expect(started.endpoints).toEqual({
    relayUrl: 'ws://127.0.0.1:3',
    rpcUrls: { 'eip155:1': 'http://127.0.0.1:1/', 'solana:x': 'http://127.0.0.1:2/' },
  })
  await started.stop()
  expect(first.stop).toHaveBeenCalledOnce()
  expect(second.stop).toHaveBeenCalledOnce()
})

it('error: one failing stops those that started, then rejects with its error', async () => {
  const ok = gated('A', { url: 'http://127.0.0.1:1/' })
  const broken = gated('B', { url: '' }, new Error('Port 8545 is already in use'))
  const starting = startedTogether('Chains', [ok.service, broken.service]).start()
  ok.release()
  broken.release()
  await expect(starting).rejects.toThrow('Port 8545 is already in use')
  expect(ok.stop).toHaveBeenCalledOnce()
})

it('error: one failing gives up on those still starting, whose processes are gone', async () => {
  const ok = gated('A', { url: 'http://127.0.0.1:1/' })
  const broken = gated('B', { url: '' }, new Error('Port 8545 is already in use'))
  const hung = neverReadyService('Anvil (chain 31338)')
  const starting = startedTogether('Chains', [ok.service, broken.service, hung.service]).start()
  await hung.spawned
  ok.release()
  broken.release()
  await expect(starting).rejects.toThrow('Port 8545 is already in use')
  expect(ok.stop).toHaveBeenCalledOnce()
  expect(isAlive(hung.pid())).toBe(false)
})

it('error: given up on, the group names those still starting and stops those that started', async () => {
  const ok = gated('Solana RPC', { url: 'http://127.0.0.1:1/' })
  ok.release()
  const hung = neverReadyService('Anvil (chain 31338)')
  const chains = startedTogether('Chains', [ok.service, hung.service])
  const error = await startWithin(chains, { endpoints: {} }, { timeoutMs: 300 }).catch(
    (caught: unknown) => caught,
  )
  expect((error as Error).message).toMatchInlineSnapshot(`
    "Chains did not start within 300 ms.

    Details: Still starting: Anvil (chain 31338)."
  `)
  expect(ok.stop).toHaveBeenCalledOnce()
  expect(isAlive(hung.pid())).toBe(false)
})
