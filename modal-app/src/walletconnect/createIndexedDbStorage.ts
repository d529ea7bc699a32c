import type { WalletConnectStorage } from './createWalletConnectClient.ts'

const STORE = 'keyvaluestorage'

/**
 * A key-value store in an IndexedDB database of its own, as `@walletconnect/core` takes it
 * (`IKeyValueStorage`). The SDK's default storage keeps every client of the origin in one database
 * (`WALLET_CONNECT_V2_INDEXED_DB`) and some of its keys carry no prefix (the universal provider's
 * namespaces, the deep-link choice; its cleanup removes every provider key it finds); one database
 * per tenant scope (`TenantScope.walletConnectDatabase`) keeps each client to its own keys. Values
 * are stored as IndexedDB clones them (structured clone), as the SDK's own store keeps JSON.
 */
export function createIndexedDbStorage(
  factory: IDBFactory,
  databaseName: string,
): WalletConnectStorage {
  let opening: Promise<IDBDatabase> | undefined
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(databaseName, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => {
        opening = undefined
        reject(request.error)
      }
    })
    return opening
  }
  // One transaction per call; resolves once it committed, with what `read` collected.
  const run = async <T>(
    mode: IDBTransactionMode,
    act: (store: IDBObjectStore) => () => T,
  ): Promise<T> => {
    const database = await open()
    return new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode)
      const read = act(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(read())
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
  }
  return {
    getKeys: () =>
      run('readonly', (store) => {
        const keys = store.getAllKeys()
        return () => keys.result.map(String)
      }),
    getEntries: <T>() =>
      run('readonly', (store) => {
        const keys = store.getAllKeys()
        const values = store.getAll()
        return () => keys.result.map((key, index) => [String(key), values.result[index] as T])
      }) as Promise<[string, T][]>,
    getItem: <T>(key: string) =>
      run('readonly', (store) => {
        const value = store.get(key)
        return () => value.result as T | undefined
      }),
    setItem: (key, value) =>
      run('readwrite', (store) => {
        store.put(value, key)
        return () => undefined
      }),
    removeItem: (key) =>
      run('readwrite', (store) => {
        store.delete(key)
        return () => undefined
      }),
  }
}
