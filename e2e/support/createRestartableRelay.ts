import { type RelayStats, type RunningRelay, startRelay } from '@airlock/local-stack/relay'
import type { Service } from '@airlock/local-stack/stack'

/** A relay service a test can restart on the same port, and read the stats of. */
export type RestartableRelay = {
  /** Give this to `startStack({ services })`: it reports the relay URL like `createRelayService`. */
  service: Service
  /**
   * Stops the running relay (its sockets and in-memory mailbox go with it) and starts a new one
   * on the same port, as a relay restart does. Resolves once the new one listens.
   */
  restart(): Promise<void>
  /** The stats of the relay running now. */
  stats(): RelayStats
}

/**
 * Our WalletConnect relay (`startRelay`) on a free port of 127.0.0.1, wrapped so that a browser
 * test can restart it mid-session and watch the clients come back (`stats()`).
 */
export function createRestartableRelay(): RestartableRelay {
  let running: RunningRelay | undefined
  let port = 0
  const current = () => {
    if (!running) throw new Error('the relay is not running')
    return running
  }
  return {
    service: {
      name: 'WalletConnect relay (restartable)',
      async start() {
        running = await startRelay({ port: 0 })
        port = Number(new URL(running.url).port)
        return {
          url: running.url,
          stop: () => running?.stop() ?? Promise.resolve(),
          endpoints: { relayUrl: running.url },
        }
      },
    },
    async restart() {
      await current().stop()
      running = await startRelay({ port })
    },
    stats: () => current().stats(),
  }
}
