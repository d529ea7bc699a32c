import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import type { Store } from '../state/Store.ts'
import type {
  CreateWalletConnectClientOptions,
  createWalletConnectClient,
} from './createWalletConnectClient.ts'
import { loadWalletConnect } from './loadWalletConnect.ts'
import type { WalletConnectClient } from './WalletConnectClient.ts'

/**
 * The modal's WalletConnect client, once something asked for it (see
 * {@link ensureWalletConnectClient}).
 */
export const walletConnectClientAtom = atom<Promise<WalletConnectClient> | undefined>(undefined)

/**
 * The store's WalletConnect client, created on first use (`startWalletConnectClient`: the SDK
 * chunk and the code that watches and restores its session load together, in parallel, never
 * with the first paint). Later calls return the same client; a failed start is forgotten so that
 * Try again starts over.
 *
 * @throws {AirlockError} `INTERNAL` when the SDK cannot be loaded or initialised.
 */
export function ensureWalletConnectClient(
  store: Store,
  options: CreateWalletConnectClientOptions,
  create?: typeof createWalletConnectClient,
): Promise<WalletConnectClient> {
  const existing = store.get(walletConnectClientAtom)
  if (existing) return existing
  // The SDK's download starts with ours rather than after it.
  if (!create) loadWalletConnect().catch(() => undefined)
  const starting = import('./startWalletConnectClient.ts')
    .then(
      ({ startWalletConnectClient }) => startWalletConnectClient(store, options, create),
      (error: unknown) => {
        throw new AirlockError(ErrorCode.INTERNAL, 'WalletConnect could not be started.', {
          details: error instanceof Error ? error.message : String(error),
          cause: error,
        })
      },
    )
    .catch((error: unknown) => {
      store.set(walletConnectClientAtom, undefined)
      throw error
    })
  store.set(walletConnectClientAtom, starting)
  return starting
}
