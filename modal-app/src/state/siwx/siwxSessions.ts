import type { Namespace } from '@airlock/shared-protocol'
import { chainsAtom } from '../chain.ts'
import { hostOriginAtom } from '../hostOrigin.ts'
import type { Store } from '../Store.ts'
import type { SiwxSession } from '../siwx.ts'
import { siwxSessionAtom } from '../siwx.ts'
import { STORAGE_KEYS, storageAtom } from '../storage.ts'

/**
 * The storage key of the SIWX session of one (namespace, address); EVM addresses are compared
 * case-insensitively.
 */
export function siwxSessionKey(namespace: Namespace, address: string): string {
  const normalized = namespace === 'eip155' ? address.toLowerCase() : address
  return `${STORAGE_KEYS.cachePrefix}siwx/${namespace}:${normalized}`
}

/** What a saved sign-in must have been signed for to be used now. */
type SiwxSessionTarget = {
  /** The verified host origin: the message's `uri`, its host the `domain`. */
  hostOrigin: string
  /** The CAIP-2 id of the network now active in the namespace: the message's `chainId`. */
  chainId: string | undefined
  /** Now, in ms since the epoch. */
  now: number
}

/**
 * Whether a saved sign-in may be used for `target`: signed for this host (domain and URI) and this
 * network, with an expiration time still ahead. A session without one is not used: every message
 * the modal makes has one (`siwx.expiresAfterSeconds`).
 */
function isSiwxSessionUsable(session: SiwxSession, target: SiwxSessionTarget): boolean {
  const { domain, uri, chainId, expirationTime } = session.data ?? {}
  if (typeof expirationTime !== 'string' || !(Date.parse(expirationTime) > target.now)) {
    return false
  }
  let host: string
  try {
    host = new URL(target.hostOrigin).host
  } catch {
    return false
  }
  return domain === host && uri === target.hostOrigin && chainId === target.chainId
}

/**
 * The stored SIWX session of one (namespace, address), if it may be used now
 * ({@link isSiwxSessionUsable}: this host, the namespace's active network, not expired). One
 * whose expiration time passed (or that has none) is dropped; one signed for another network is
 * kept for when that network is active again.
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
  if (typeof expiry !== 'string' || !(Date.parse(expiry) > now)) {
    storage.remove(key)
    return undefined
  }
  const target = {
    hostOrigin: store.get(hostOriginAtom),
    chainId: store.get(chainsAtom)[namespace]?.networkState.caipNetwork?.caipNetworkId,
    now,
  }
  return isSiwxSessionUsable(session, target) ? session : undefined
}

/**
 * Adds a session (spec §4 "on signing success the session is added"): stores it for its
 * (namespace, address) and makes it the current session.
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
