import { createServer, type Server } from 'node:http'
import { afterEach, expect, it } from 'vitest'
import { listenOnPort } from './listenOnPort.ts'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise<void>((done) => server.close(() => done()))),
  )
})

function track(server: Server): Server {
  servers.push(server)
  return server
}

it('default: resolves with the port the system picked for port 0', async () => {
  const port = await listenOnPort(track(createServer()), { name: 'x', host: '127.0.0.1', port: 0 })
  expect(port).toBeGreaterThan(0)
})

it('error: a port in use names the port and the variable to change it', async () => {
  const port = await listenOnPort(track(createServer()), { name: 'a', host: '127.0.0.1', port: 0 })
  const second = createServer()
  const attempt = listenOnPort(second, {
    name: 'demo host server',
    host: '127.0.0.1',
    port,
    envVar: 'AIRLOCK_HOST_PORT',
  })
  await expect(attempt).rejects.toMatchObject({
    name: 'AirlockError',
    code: 'INTERNAL',
    data: { port, host: '127.0.0.1', envVar: 'AIRLOCK_HOST_PORT' },
  })
  await expect(attempt).rejects.toThrow(
    `Port ${port} on 127.0.0.1 is already in use, so the demo host server cannot start. Stop the program using it, or pick another port, for example AIRLOCK_HOST_PORT=${port + 1000} npm start.`,
  )
  expect(second.listening).toBe(false)
})
