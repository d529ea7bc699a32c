import type { Network } from '@airlock/shared-protocol'
import { createSiwxMessage } from './siwx/createSiwxMessage.ts'
import { formatSiwxMessage } from './siwx/formatSiwxMessage.ts'
import type { SiwxSession } from './siwx.ts'
import { createTenantScope } from './tenantScope.ts'

/** Test helper: the scope of the demo project on the demo host's default origin. */
export const TEST_SCOPE = createTenantScope('demo', 'http://127.0.0.1:4300')

/**
 * Test helper: a saved sign-in as `signInWithSiwx` stores it, signed by `address` on `chainId`
 * for `TEST_SCOPE`'s host (or `hostOrigin`), issued now and expiring in a day (or at `expiresAt`).
 */
export function testSiwxSession(
  chainId: string,
  address: string,
  options: { hostOrigin?: string; expiresAt?: number; signature?: string } = {},
): SiwxSession {
  const now = Date.now()
  const data = createSiwxMessage({
    hostOrigin: options.hostOrigin ?? TEST_SCOPE.hostOrigin,
    chainId,
    accountAddress: address,
    nonce: 'TestNonce1',
    now,
    expiresAfterSeconds: ((options.expiresAt ?? now + 86_400_000) - now) / 1000,
  })
  return {
    data: { ...data },
    message: formatSiwxMessage(data),
    signature: options.signature ?? '0xsig',
  }
}

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
