import { createStaticHandler, type StaticHandlerOptions } from './createStaticHandler.ts'
import { startHttpServer } from './startHttpServer.ts'

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
  const bindHost = options.host === 'localhost' ? '127.0.0.1' : options.host
  const { port, close } = await startHttpServer({
    name: options.name,
    host: bindHost,
    port: options.port,
    envVar: options.envVar,
    handler: () => createStaticHandler(options),
  })
  const origin = `http://${options.host}:${port}`
  return { url: `${origin}/`, origin, port, stop: close }
}
