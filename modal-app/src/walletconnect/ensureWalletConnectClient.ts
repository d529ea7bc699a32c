import { atom } from 'jotai/vanilla'
import type { Store } from '../state/Store.ts'
import { applyWalletConnectSession } from './applyWalletConnectSession.ts'
import {
  type CreateWalletConnectClientOptions,
  createWalletConnectClient,
} from './createWalletConnectClient.ts'
import type { WalletConnectClient } from './WalletConnectClient.ts'
import { watchSession } from './watchSession.ts'

/**
 * The modal's WalletConnect client, once something asked for it (see
 * {@link ensureWalletConnectClient}).
 */
export const walletConnectClientAtom = atom<Promise<WalletConnectClient> | undefined>(undefined)

/**
 * The store's WalletConnect client, created on first use (loading the SDK chunk): its session
 * events are watched ({@link watchSession}) and a session restored from storage is applied to the
 * state at once. Later calls return the same client; a failed start is forgotten so that Try again
 * starts over.
 *
 * @throws {AirlockError} `INTERNAL` when the SDK cannot be loaded or initialised.
 */
export function ensureWalletConnectClient(
  store: Store,
  options: CreateWalletConnectClientOptions,
  create: typeof createWalletConnectClient = createWalletConnectClient,
): Promise<WalletConnectClient> {
  const existing = store.get(walletConnectClientAtom)
  if (existing) return existing
  const starting = create(options).then(
    (client) => {
      watchSession(store, client)
      if (client.session) applyWalletConnectSession(store, client, client.session)
      return client
    },
    (error: unknown) => {
      store.set(walletConnectClientAtom, undefined)
      throw error
    },
  )
  store.set(walletConnectClientAtom, starting)
  return starting
}
