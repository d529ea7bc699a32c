// `tsx local-stack/src/relay/main.ts` runs the relay alone on AIRLOCK_RELAY_PORT (default 4320).
import { startRelay } from './startRelay.ts'

const port = Number(process.env.AIRLOCK_RELAY_PORT ?? 4320)
const relay = await startRelay({ port })
console.log(`WalletConnect relay on ${relay.url} (Verify page: ${relay.verifyUrl})`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void relay.stop().then(() => process.exit(0))
  })
}
