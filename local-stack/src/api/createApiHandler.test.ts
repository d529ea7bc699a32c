import { createServer } from 'node:http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApiHandler } from './createApiHandler.ts'
import { openApiDatabase } from './openApiDatabase.ts'

const server = createServer(
  createApiHandler({
    networks: [],
    database: openApiDatabase(':memory:'),
    modalOrigin: 'http://localhost:4310',
  }),
)
let base: string

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1/`
})

afterAll(async () => {
  await new Promise((done) => server.close(done))
})

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

it('error: without networks every chainId is unknown, and the message says none is indexed', async () => {
  const response = await fetch(
    `${base}account/${account}/history?projectId=demo&chainId=eip155:31337`,
  )
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({
    error: {
      code: 'UNKNOWN_NETWORK',
      message: "This API does not index the network 'eip155:31337'. It indexes: none.",
    },
  })
})

it('error: a percent-encoded address that does not decode is an invalid address', async () => {
  const response = await fetch(`${base}account/0x%E0%A4%A/history?projectId=demo&chainId=x`)
  expect(response.status).toBe(400)
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
    'INVALID_ADDRESS',
  )
})

it('error: HEAD is not among the methods served', async () => {
  const response = await fetch(`${base}account/${account}/history`, { method: 'HEAD' })
  expect(response.status).toBe(405)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
})

it('behavior: without an origin option, the on-ramp checkout URL is on the Host the client used', async () => {
  const response = await fetch(`${base}onramp/options?projectId=demo`)
  const { providers } = (await response.json()) as { providers: { url: string }[] }
  expect(providers[0]?.url).toBe(new URL('/onramp/checkout', base).href)
})

it('behavior: without allowedOrigins no project is known, so every analytics event from the modal is 404', async () => {
  const response = await fetch(`${base}analytics/e?projectId=demo&st=airlock&sv=0.1.0`, {
    method: 'POST',
    headers: { origin: 'http://localhost:4310' },
    body: JSON.stringify({
      eventId: 'event-1',
      url: 'http://127.0.0.1:4300',
      domain: '127.0.0.1',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    }),
  })
  expect(response.status).toBe(404)
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
    'UNKNOWN_PROJECT',
  )
})
