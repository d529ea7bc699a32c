/**
 * One thing `npm start` runs: a static server, the WalletConnect relay, a chain. `start()`
 * resolves once the service answers at `url`; `stop()` releases everything it holds (ports,
 * child processes) and resolves when that is done. A service that fails to start must release
 * what it took before rejecting.
 *
 * @example
 * ```ts
 * const relay: Service = {
 *   name: 'WalletConnect relay',
 *   async start() {
 *     const server = await startRelay({ port: 4320 })
 *     return { url: server.url, stop: () => server.close() }
 *   },
 * }
 * ```
 */
export type Service = {
  /** Shown in the table of URLs, e.g. 'Demo host'. */
  name: string
  /** Starts the service. */
  start(): Promise<StartedService>
}

/** A running {@link Service}. */
export type StartedService = {
  /** Where it answers, e.g. `http://127.0.0.1:4300/` or `ws://localhost:4320`. */
  url: string
  /** Stops it; safe to call more than once. */
  stop(): Promise<void>
}
