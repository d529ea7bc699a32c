import { createServer, type Server } from 'node:http'
import { afterEach, expect, it, vi } from 'vitest'
import { listenOnPort } from './listenOnPort.ts'
import { startHttpServer } from './startHttpServer.ts'

const blockers: Server[] = []
afterEach(async () => {
  await Promise.all(
    blockers.splice(0).map((server) => new Promise<void>((done) => server.close(() => done()))),
  )
})

it('default: the handler gets the port it serves on; close() frees it, then runs onClose once', async () => {
  const onClose = vi.fn()
  const started = await startHttpServer({
    name: 'test server',
    host: '127.0.0.1',
    port: 0,
    handler: (port) => (_request, response) => response.end(`on ${port}`),
    onClose,
  })
  // A kept-alive connection does not hold close() open.
  const response = await fetch(`http://127.0.0.1:${started.port}/`)
  expect(await response.text()).toBe(`on ${started.port}`)
  expect(onClose).not.toHaveBeenCalled()
  await Promise.all([started.close(), started.close()])
  expect(onClose).toHaveBeenCalledTimes(1)
  await expect(fetch(`http://127.0.0.1:${started.port}/`)).rejects.toThrow()
})

it('error: a port in use names it, and onClose still releases what the handler would use', async () => {
  const blocker = createServer()
  blockers.push(blocker)
  const port = await listenOnPort(blocker, { name: 'blocker', host: '127.0.0.1', port: 0 })
  const onClose = vi.fn()
  const handler = vi.fn()
  await expect(
    startHttpServer({
      name: 'auth service',
      host: '127.0.0.1',
      port,
      envVar: 'AIRLOCK_AUTH_PORT',
      handler,
      onClose,
    }),
  ).rejects.toThrow(
    `Port ${port} on 127.0.0.1 is already in use, so the auth service cannot start.`,
  )
  expect(handler).not.toHaveBeenCalled()
  expect(onClose).toHaveBeenCalledTimes(1)
})

it('error: a handler that cannot be made closes the server and rethrows', async () => {
  const onClose = vi.fn()
  let taken = 0
  await expect(
    startHttpServer({
      name: 'test server',
      host: '127.0.0.1',
      port: 0,
      handler: (port) => {
        taken = port
        throw new Error('no handler')
      },
      onClose,
    }),
  ).rejects.toThrow('no handler')
  expect(onClose).toHaveBeenCalledTimes(1)
  // The port is free again.
  const again = createServer()
  blockers.push(again)
  await expect(
    listenOnPort(again, { name: 'again', host: '127.0.0.1', port: taken }),
  ).resolves.toBe(taken)
})
