// The part of the embedded wallet that boot and the first paint need: its connector id, the
// project's frame, and the restore of a stored session. Everything else loads when a login starts.
import { NAMESPACES, type Namespace } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import type { Store } from '../state/Store.ts'
import { connectorIdKey, storageAtom } from '../state/storage.ts'

/** The connector id of the embedded (email and social login) wallet, on eip155 and solana. */
export const EMBEDDED_CONNECTOR_ID = 'embedded'

/** The namespaces the embedded wallet gives an account on (the frame derives no other keys). */
export const EMBEDDED_NAMESPACES: readonly Namespace[] = Object.freeze(['eip155', 'solana'])

/** Where the embedded wallet's frame is and whose session it holds. */
export type EmbeddedWalletConfig = {
  /** The project's `embeddedWallet.frameUrl`. */
  frameUrl: string
  /** The project's `embeddedWallet.authUrl`: the frame's auth service. */
  authUrl: string
  projectId: string
  /** The verified host origin. */
  hostOrigin: string
}

/** The project's embedded wallet; undefined when it has none (or before the host's `ready()`). */
export const embeddedConfigAtom = atom<EmbeddedWalletConfig | undefined>(undefined)

/**
 * Makes the project's embedded wallet available to the login views. A session stored from the
 * last visit is taken out of the host-wallet reconnect (no host wallet has that id) and restored
 * through the frame, which then loads at once; otherwise the frame loads only when a login starts.
 * The session stays stored while it is restored (a reload meanwhile restores it again).
 *
 * Call it before `reconnectStoredWallets`.
 */
export function wireEmbeddedWallet(store: Store, config: EmbeddedWalletConfig): void {
  store.set(embeddedConfigAtom, config)
  const storage = store.get(storageAtom)
  const stored = NAMESPACES.filter(
    (namespace) => storage.get<unknown>(connectorIdKey(namespace)) === EMBEDDED_CONNECTOR_ID,
  )
  if (stored.length === 0) return
  for (const namespace of stored) storage.remove(connectorIdKey(namespace))
  // Stored again once the host-wallet reconnect (called right after) has read the ids: a reload
  // while the frame loads must find the session still stored, or it is lost for good.
  queueMicrotask(() => {
    for (const namespace of stored) storage.set(connectorIdKey(namespace), EMBEDDED_CONNECTOR_ID)
  })
  void import('./embeddedSession.ts').then(({ restoreEmbeddedSession }) =>
    restoreEmbeddedSession(store, stored),
  )
}
