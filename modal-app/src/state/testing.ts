import type { Network } from '@airlock/shared-protocol'
import type { Store } from './Store.ts'
import { createSiwxMessage } from './siwx/createSiwxMessage.ts'
import { formatSiwxMessage } from './siwx/formatSiwxMessage.ts'
import type { SiwxSession } from './siwx.ts'
import { createSafeStorage, type StorageLike, storageAtom } from './storage.ts'
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

/** Test helper: a browser's storage in memory, which outlives a reload of the modal (`data`). */
export function mapStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

/**
 * Test helper: `store` (a new one for each (re)load of the modal, as its boot makes) on the
 * browser storage `backend`, a blocked one when it throws.
 */
export function onStorage(store: Store, backend: StorageLike | (() => StorageLike)): Store {
  store.set(storageAtom, createSafeStorage(backend, { log: () => {} }))
  return store
}
