import type { Network } from '@airlock/shared-protocol'

/** Test helper (not exported from the state entry): a minimal valid network for a CAIP-2 id. */
export function testNetwork(caipNetworkId: `${Network['chainNamespace']}:${string}`): Network {
  const [chainNamespace, id] = caipNetworkId.split(':') as [Network['chainNamespace'], string]
  return {
    id,
    chainNamespace,
    caipNetworkId,
    name: caipNetworkId,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }
}
