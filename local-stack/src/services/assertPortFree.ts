import { createServer } from 'node:http'
import { type ListenOnPortOptions, listenOnPort } from '../serve/listenOnPort.ts'

/**
 * Checks that a port can be bound now, by binding and releasing it, so that a service which
 * listens in a child process or a library (anvil, the relay, the Solana RPC) fails with the same
 * message as the web servers: the port, what needed it and the variable to change. Port 0 is
 * always free. The check can race with another program taking the port in between; the service's
 * own error still reports that case.
 *
 * @throws AirlockError `INTERNAL` naming the port and `envVar` when the port is taken.
 */
export async function assertPortFree(options: ListenOnPortOptions): Promise<void> {
  if (options.port === 0) return
  const probe = createServer()
  await listenOnPort(probe, options)
  await new Promise<void>((done) => probe.close(() => done()))
}
