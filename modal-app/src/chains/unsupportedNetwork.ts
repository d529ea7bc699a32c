import type { Namespace, Network } from '@airlock/shared-protocol'

/**
 * The network a wallet is on when the project did not configure it: a placeholder named 'Unknown
 * Network' with no RPC URL (so nothing is ever read from it) and the wallet's CAIP-2 id. The
 * chain area's rules ({@link isNetworkSupported}) see it as unsupported.
 */
export function unsupportedNetwork(namespace: Namespace, reference: string): Network {
  const numeric = /^\d{1,15}$/.test(reference) ? Number(reference) : undefined
  return {
    id: numeric ?? reference,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${reference}`,
    name: 'Unknown Network',
    nativeCurrency: { name: 'Unknown', symbol: '?', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}
