import { createServer, type RequestListener } from 'node:http'
import { type ListenOnPortOptions, listenOnPort } from './listenOnPort.ts'

/** Options of {@link startHttpServer}. */
export type StartHttpServerOptions = ListenOnPortOptions & {
  /**
   * The request handler, made once the port is known: a service that names its own address in
   * its answers (a popup URL, a checkout page) can. No request arrives before then.
   */
  handler: (port: number) => RequestListener
  /**
   * Releases what the handler uses (a database, a mailer), once no request runs any more: after
   * `close()`, or at once when the port cannot be had.
   */
  onClose?: (() => void) | undefined
}

/** A running HTTP server. */
export type StartedHttpServer = {
  /** The port it listens on (useful with port 0). */
  port: number
  /**
   * Closes the server and every open connection, then runs `onClose`; resolves once the port is
   * free. Safe to call twice.
   */
  close(): Promise<void>
}

/**
 * Starts a Node HTTP server on `host:port` the way every server of the local stack starts: a port
 * taken is an error naming it (see {@link listenOnPort}), and closing does not wait for idle
 * keep-alive connections.
 *
 * @example
 * const database = openAuthDatabase(path)
 * const { port, close } = await startHttpServer({
 *   name: 'auth service',
 *   host: '127.0.0.1',
 *   port: 0,
 *   handler: (port) => createAuthHandler({ database, origin: `http://127.0.0.1:${port}`, … }),
 *   onClose: () => database.close(),
 * })
 */
export async function startHttpServer(options: StartHttpServerOptions): Promise<StartedHttpServer> {
  const { handler, onClose, ...listen } = options
  const server = createServer()
  // Keep-alive connections would hold `close()` open; close() ends them itself.
  server.keepAliveTimeout = 5_000
  let port: number
  try {
    port = await listenOnPort(server, listen)
  } catch (error) {
    onClose?.()
    throw error
  }
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= new Promise<void>((resolveClose, reject) => {
      server.close((error) => {
        onClose?.()
        if (error) reject(error)
        else resolveClose()
      })
      server.closeAllConnections()
    })
    return closing
  }
  try {
    server.on('request', handler(port))
  } catch (error) {
    await close()
    throw error
  }
  return { port, close }
}
