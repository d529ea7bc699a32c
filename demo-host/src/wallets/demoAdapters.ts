import type { HostAdapter } from '@airlock/host-sdk'
import { bitcoinAdapter } from '@airlock/host-sdk/bitcoin'
import { cosmosAdapter } from '@airlock/host-sdk/cosmos'
import { polkadotAdapter } from '@airlock/host-sdk/polkadot'
import { solanaAdapter } from '@airlock/host-sdk/solana'
import { DEMO_COSMOS_WALLET } from './DEMO_COSMOS_WALLET.ts'

/**
 * The adapters both demo pages (vanilla and React) pass to `createModal`: the page has Solana,
 * polkadot, bitcoin and cosmos demo wallets, and the host lists each only with its namespace's
 * adapter. One list, so the two pages cannot drift apart (the React page once passed only
 * Solana's).
 */
export function demoAdapters(): HostAdapter[] {
  return [
    solanaAdapter(),
    polkadotAdapter({ appName: 'Airlock demo' }),
    bitcoinAdapter(),
    cosmosAdapter({ wallets: [DEMO_COSMOS_WALLET] }),
  ]
}
