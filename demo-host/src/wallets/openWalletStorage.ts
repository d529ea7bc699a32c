/** The part of `localStorage` the demo wallets use. */
export type WalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The demo wallets' own storage: the host page's `localStorage`, where an extension would use its
 * own. Every access is wrapped: when the storage is missing or throws (a `SecurityError` when the
 * browser blocks it, a `QuotaExceededError`), the wallet keeps working with a memory store from
 * then on, and what it remembers lasts until the page is closed or reloaded.
 */
export function openWalletStorage(
  getStorage: () => WalletStorage | undefined = () => globalThis.localStorage,
): WalletStorage {
  let backend: WalletStorage | undefined
  try {
    // Reading `window.localStorage` is what throws when the browser blocks it.
    backend = getStorage() ?? undefined
  } catch {
    backend = undefined
  }
  const memory = new Map<string, string>()

  function use<T>(stored: (storage: WalletStorage) => T, inMemory: () => T): T {
    if (backend) {
      try {
        return stored(backend)
      } catch {
        backend = undefined
      }
    }
    return inMemory()
  }

  return {
    getItem: (key) =>
      use(
        (storage) => storage.getItem(key),
        () => memory.get(key) ?? null,
      ),
    setItem: (key, value) =>
      use(
        (storage) => storage.setItem(key, value),
        () => {
          memory.set(key, value)
        },
      ),
    removeItem: (key) =>
      use(
        (storage) => storage.removeItem(key),
        () => {
          memory.delete(key)
        },
      ),
  }
}
