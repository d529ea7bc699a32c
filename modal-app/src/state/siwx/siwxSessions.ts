import type { Namespace } from '@airlock/shared-protocol'
import type { Store } from '../Store.ts'
import type { SiwxSession } from '../siwx.ts'
import { siwxSessionAtom } from '../siwx.ts'
import { STORAGE_KEYS, storageAtom } from '../storage.ts'

/**
 * The storage key of the SIWX session of one (namespace, address); EVM addresses are compared
 * case-insensitively.
 *
 * @example
 * ```ts
 * siwxSessionKey('eip155', '0xAB…') // '@airlock/cache/siwx/eip155:0xab…'
 * ```
 */
export function siwxSessionKey(namespace: Namespace, address: string): string {
  const normalized = namespace === 'eip155' ? address.toLowerCase() : address
  return `${STORAGE_KEYS.cachePrefix}siwx/${namespace}:${normalized}`
}

/**
 * The stored SIWX session of one (namespace, address), if any and not expired (a session whose
 * message carries an `expirationTime` in the past is dropped).
 *
 * @example
 * ```ts
 * getSiwxSession(store, 'eip155', address)?.signature
 * ```
 */
export function getSiwxSession(
  store: Store,
  namespace: Namespace,
  address: string,
  now: number = Date.now(),
): SiwxSession | undefined {
  const storage = store.get(storageAtom)
  const key = siwxSessionKey(namespace, address)
  const session = storage.get<SiwxSession>(key)
  if (!session || typeof session !== 'object' || typeof session.signature !== 'string') {
    return undefined
  }
  const expiry = session.data?.expirationTime
  if (typeof expiry === 'string' && Date.parse(expiry) <= now) {
    storage.remove(key)
    return undefined
  }
  return session
}

/**
 * Adds a session (spec §4 "on signing success the session is added"): stores it for its
 * (namespace, address) and makes it the current session.
 *
 * @example
 * ```ts
 * addSiwxSession(store, 'eip155', address, { data: message, message: text, signature })
 * ```
 */
export function addSiwxSession(
  store: Store,
  namespace: Namespace,
  address: string,
  session: SiwxSession,
) {
  store.get(storageAtom).set(siwxSessionKey(namespace, address), session)
  store.set(siwxSessionAtom, session)
}
