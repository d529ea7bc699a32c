import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/**
 * An in-memory `IKeyValueStorage` for WalletConnect clients in Node tests: nothing is written to
 * disk and every client starts empty.
 *
 * @example
 * ```ts
 * createMobileWallet({ config, storage: memoryStorage(), customStoragePrefix: 'test-wallet' })
 * ```
 */
export function memoryStorage(): IKeyValueStorage {
  const map = new Map<string, unknown>()
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async <T>() => [...map.entries()] as [string, T][],
    getItem: async <T>(key: string) => map.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      map.set(key, value)
    },
    removeItem: async (key: string) => {
      map.delete(key)
    },
  }
}
