// `tsx local-stack/src/relay/main.ts` runs the relay alone on AIRLOCK_RELAY_PORT (default 4320),
// its mailbox kept in AIRLOCK_DATA_DIR (default local-stack/.data)/relay-mailbox.sqlite.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startRelay } from './startRelay.ts'

const port = Number(process.env.AIRLOCK_RELAY_PORT ?? 4320)
const dataDir =
  process.env.AIRLOCK_DATA_DIR || fileURLToPath(new URL('../../.data', import.meta.url))
const relay = await startRelay({ port, mailboxPath: join(dataDir, 'relay-mailbox.sqlite') })
console.log(`WalletConnect relay on ${relay.url} (Verify page: ${relay.verifyUrl})`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void relay.stop().then(() => process.exit(0))
  })
}
