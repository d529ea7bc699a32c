import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { probeRelay } from './probeRelay.ts'

test('default: any HTTP answer on the host and port counts', async () => {
  const server = createServer((_request, response) => response.writeHead(404).end())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    await expect(probeRelay({ relayUrl: `ws://127.0.0.1:${port}` })).resolves.toBeUndefined()
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})

test('behavior: probes http(s) of the same host and port, without the query', async () => {
  const asked: string[] = []
  const fetchFn = (async (url: URL, init?: RequestInit) => {
    asked.push(`${String(url)} ${init?.mode}`)
    return new Response(null)
  }) as unknown as typeof fetch
  await probeRelay({ relayUrl: 'wss://relay.local:8443/path?projectId=1', fetchFn })
  await probeRelay({ relayUrl: 'ws://127.0.0.1:4320', fetchFn })
  expect(asked).toEqual([
    'https://relay.local:8443/path no-cors',
    'http://127.0.0.1:4320/health no-cors',
  ])
})

test('error: nothing listening', async () => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  await expect(probeRelay({ relayUrl: `ws://127.0.0.1:${port}` })).rejects.toMatchObject({
    code: 'HTTP_ERROR',
    shortMessage: `Cannot reach the relay at ws://127.0.0.1:${port}`,
  })
})

test('error: not a ws URL', async () => {
  await expect(probeRelay({ relayUrl: 'http://127.0.0.1:4320' })).rejects.toThrow(
    'The relay URL must be ws:// or wss://',
  )
  await expect(probeRelay({ relayUrl: 'nope' })).rejects.toThrow('The relay URL is not a URL: nope')
})
