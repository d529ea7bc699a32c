import { startRelay } from '../relay/startRelay.ts'
import { assertPortFree, type Service } from './Service.ts'

/** Options of {@link createRelayService}. */
export type RelayServiceOptions = {
  /**
   * Port on 127.0.0.1; `0` picks a free one.
   */
  port: number
  /**
   * SQLite file where the relay keeps its mailbox across restarts (`npm start`:
   * `local-stack/.data/relay-mailbox.sqlite`); without it the mailbox lives in memory.
   */
  mailboxPath?: string | undefined
}

/**
 * Our WalletConnect relay (`startRelay`, with its local Verify page and `/health`) on
 * `ws://127.0.0.1:<port>`. It reports its URL as the stack's `relayUrl`, which the served demo
 * project and the mobile wallet then use.
 */
export function createRelayService(options: RelayServiceOptions): Service {
  return {
    name: 'WalletConnect relay',
    async start() {
      await assertPortFree({
        name: 'WalletConnect relay',
        host: '127.0.0.1',
        port: options.port,
        envVar: 'AIRLOCK_RELAY_PORT',
      })
      const relay = await startRelay({ port: options.port, mailboxPath: options.mailboxPath })
      return { url: relay.url, stop: relay.stop, endpoints: { relayUrl: relay.url } }
    },
  }
}
