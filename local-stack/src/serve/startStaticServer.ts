import { createServer } from 'node:http'
import { createStaticHandler, type StaticHandlerOptions } from './createStaticHandler.ts'
import { listenOnPort } from './listenOnPort.ts'

/** Options of {@link startStaticServer}. */
export type StartStaticServerOptions = StaticHandlerOptions & {
  /**
   * What this server is, for messages.
   */
  name: string
  /**
   * Host name to bind and to put in the URL. `localhost` is bound as `127.0.0.1` so that the
   * server never depends on how the system resolves the name (IPv4 or IPv6 first).
   */
  host: string
  /**
   * Port to listen on; `0` picks a free one.
   */
  port: number
  /**
   * Environment variable that sets the port, named when the port is taken.
   */
  envVar?: string | undefined
}

/** A running static server. */
export type StartedStaticServer = {
  /** Its base URL with a trailing slash, e.g. `http://localhost:4310/`. */
  url: string
  /** Its origin, e.g. `http://localhost:4310`. */
  origin: string
  /** The port it listens on (useful with port 0). */
  port: number
  /** Closes the server and every open connection; resolves once the port is free. */
  stop(): Promise<void>
}

/**
 * Serves a folder over HTTP with {@link createStaticHandler} until `stop()` is called.
 */
export async function startStaticServer(
  options: StartStaticServerOptions,
): Promise<StartedStaticServer> {
  const server = createServer(createStaticHandler(options))
  // Keep-alive connections would hold `close()` open; we close them ourselves in stop().
  server.keepAliveTimeout = 5_000
  const bindHost = options.host === 'localhost' ? '127.0.0.1' : options.host
  const port = await listenOnPort(server, {
    name: options.name,
    host: bindHost,
    port: options.port,
    envVar: options.envVar,
  })
  const origin = `http://${options.host}:${port}`
  let stopping: Promise<void> | undefined
  return {
    url: `${origin}/`,
    origin,
    port,
    stop() {
      stopping ??= new Promise<void>((resolveStop, reject) => {
        server.close((error) => (error ? reject(error) : resolveStop()))
        server.closeAllConnections()
      })
      return stopping
    },
  }
}
