import type { WalletConnectStorage } from './createWalletConnectClient.ts'

/**
 * A key-value store in memory, as `@walletconnect/core` takes it (`IKeyValueStorage`): nothing
 * is written anywhere and nothing survives a reload. The modal uses it where the browser blocks
 * its storage; Node tests use it so every SDK client starts empty.
 */
export function createMemoryStorage(): WalletConnectStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key, value) => {
      entries.set(key, value)
    },
    removeItem: async (key) => {
      entries.delete(key)
    },
  }
}
