import type { Network } from '@airlock/shared-protocol'
import { DEMO_SPL_MINT } from './DEMO_SPL_MINT.ts'
import { DEMO_TOKEN_ADDRESS } from './DEMO_TOKEN_ADDRESS.ts'
import { SOLANA_LOCAL_GENESIS_HASH } from './SOLANA_LOCAL_GENESIS_HASH.ts'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const demoToken = {
  address: DEMO_TOKEN_ADDRESS,
  symbol: 'ADT',
  name: 'Airlock Demo Token',
  decimals: 18,
}

/**
 * The networks `npm start` runs, as shared-protocol `Network` objects for the demo project:
 * anvil 31337 on :8545, anvil 31338 on :8546 (both with ADT at {@link DEMO_TOKEN_ADDRESS}) and
 * the local Solana RPC on :8899 (with {@link DEMO_SPL_MINT}).
 *
 * @example
 * ```ts
 * const project = { networks: [...DEMO_NETWORKS] }
 * ```
 */
export const DEMO_NETWORKS = [
  {
    id: 31337,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    name: 'Anvil Local',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    tokens: [demoToken],
    testnet: true,
  },
  {
    id: 31338,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31338',
    name: 'Anvil Local 2',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    tokens: [demoToken],
    testnet: true,
  },
  {
    id: SOLANA_LOCAL_GENESIS_HASH.slice(0, 32),
    chainNamespace: 'solana',
    caipNetworkId: `solana:${SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)}`,
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    tokens: [
      {
        address: DEMO_SPL_MINT.address,
        symbol: DEMO_SPL_MINT.symbol,
        name: DEMO_SPL_MINT.name,
        decimals: DEMO_SPL_MINT.decimals,
      },
    ],
    testnet: true,
  },
] as const satisfies readonly Network[]
