import { SCOPED_STORAGE_ROOT } from './tenantScope.ts'

/** The WalletConnect SDK's own IndexedDB database, where the unscoped layout kept its keys. */
export const UNSCOPED_WALLETCONNECT_DATABASE = 'WALLET_CONNECT_V2_INDEXED_DB'

/** What {@link dropUnscopedLayout} clears; each getter may throw (storage blocked in the frame). */
export type DropUnscopedLayoutTarget = {
  localStorage: () => Pick<Storage, 'key' | 'length' | 'removeItem'> | undefined
  indexedDB: () => Pick<IDBFactory, 'deleteDatabase'> | undefined
}

/**
 * Drops what the modal stored before its state was scoped to (projectId, host origin), so that no
 * project ever reads a session, account or sign-in another one left there: the `@airlock/*` keys
 * (connectors, recent wallets, saved sign-ins…), the WalletConnect SDK's keys that its
 * `localStorage` fallback kept (`wc@2:*`, `WALLETCONNECT_DEEPLINK_CHOICE`) and its IndexedDB
 * database. Keys of the scoped layout ({@link SCOPED_STORAGE_ROOT}) are kept. Never throws: where
 * the browser blocks storage there is nothing to drop. Returns the `localStorage` keys removed.
 */
export function dropUnscopedLayout(target: DropUnscopedLayoutTarget): string[] {
  const removed: string[] = []
  try {
    const storage = target.localStorage()
    if (storage) {
      const keys: string[] = []
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index)
        if (key !== null && isUnscopedKey(key)) keys.push(key)
      }
      for (const key of keys) {
        storage.removeItem(key)
        removed.push(key)
      }
    }
  } catch {
    // Blocked storage: nothing of the old layout can be read either.
  }
  try {
    // Fire and forget: a modal of the old version still open elsewhere only delays the deletion.
    target.indexedDB()?.deleteDatabase(UNSCOPED_WALLETCONNECT_DATABASE)
  } catch {
    // Same: no IndexedDB, nothing to drop.
  }
  return removed
}

function isUnscopedKey(key: string): boolean {
  if (key.startsWith(SCOPED_STORAGE_ROOT)) return false
  return (
    key.startsWith('@airlock/') ||
    key.startsWith('wc@2:') ||
    key === 'WALLETCONNECT_DEEPLINK_CHOICE'
  )
}
