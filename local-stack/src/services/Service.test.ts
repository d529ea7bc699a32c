import { createServer, type Server } from 'node:net'
import { expect, it } from 'vitest'
import { assertPortFree } from './Service.ts'

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return (server.address() as { port: number }).port
}

it('default: a free port passes and stays free', async () => {
  const server = createServer()
  const port = await listen(server, 0)
  await new Promise((done) => server.close(done))
  await assertPortFree({ name: 'relay', host: '127.0.0.1', port, envVar: 'AIRLOCK_RELAY_PORT' })
  const again = createServer()
  expect(await listen(again, port)).toBe(port)
  await new Promise((done) => again.close(done))
})

it('error: a taken port names it, the service and the variable', async () => {
  const server = createServer()
  const port = await listen(server, 0)
  try {
    await expect(
      assertPortFree({ name: 'relay', host: '127.0.0.1', port, envVar: 'AIRLOCK_RELAY_PORT' }),
    ).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use, so the relay cannot start. Stop the program using it, or pick another port, for example AIRLOCK_RELAY_PORT=${port + 1000} npm start.`,
    )
  } finally {
    await new Promise((done) => server.close(done))
  }
})

it('behavior: port 0 is not probed', async () => {
  await expect(
    assertPortFree({ name: 'relay', host: '203.0.113.1', port: 0 }),
  ).resolves.toBeUndefined()
})
