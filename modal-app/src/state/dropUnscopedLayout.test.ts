import { describe, expect, test } from 'vitest'
import { dropUnscopedLayout, UNSCOPED_WALLETCONNECT_DATABASE } from './dropUnscopedLayout.ts'
import { createSafeStorage, STORAGE_KEYS } from './storage.ts'
import { createTenantScope } from './tenantScope.ts'

/** A `localStorage` stand-in with the parts the drop reads (key/length). */
function browserStorage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries))
  return {
    data,
    get length() {
      return data.size
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

function indexedDbFactory() {
  const deleted: string[] = []
  const deleteDatabase = (name: string) => {
    deleted.push(name)
    return {} as IDBOpenDBRequest
  }
  return { deleted, deleteDatabase }
}

describe('dropUnscopedLayout', () => {
  test('default: the unscoped layout is dropped, the scoped one and foreign keys are kept', () => {
    const scope = createTenantScope('demo', 'http://127.0.0.1:4300')
    const storage = browserStorage({
      '@airlock/connector_id/eip155': '"walletConnect"',
      '@airlock/active_namespace': '"eip155"',
      '@airlock/cache/siwx/eip155:0xab': '{"signature":"0xsig"}',
      '@airlock/deep_link_choice': '{"name":"Rainbow"}',
      'wc@2:core:0.3:airlock-modal//keychain': '{}',
      WALLETCONNECT_DEEPLINK_CHOICE: '{}',
      'airlock-e2e-partition-probe': 'kept',
    })
    createSafeStorage(storage, { scope }).set(STORAGE_KEYS.recentWallets, [{ id: 'a' }])
    const indexedDB = indexedDbFactory()
    const removed = dropUnscopedLayout({ localStorage: () => storage, indexedDB: () => indexedDB })
    expect(removed.sort()).toEqual([
      '@airlock/active_namespace',
      '@airlock/cache/siwx/eip155:0xab',
      '@airlock/connector_id/eip155',
      '@airlock/deep_link_choice',
      'WALLETCONNECT_DEEPLINK_CHOICE',
      'wc@2:core:0.3:airlock-modal//keychain',
    ])
    expect([...storage.data.keys()]).toEqual([
      'airlock-e2e-partition-probe',
      scope.storageKey(STORAGE_KEYS.recentWallets),
    ])
    expect(indexedDB.deleted).toEqual([UNSCOPED_WALLETCONNECT_DATABASE])
    // The next boot finds nothing more to drop.
    expect(dropUnscopedLayout({ localStorage: () => storage, indexedDB: () => indexedDB })).toEqual(
      [],
    )
  })

  test('behavior: blocked storage (getters that throw) is not an error', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    expect(dropUnscopedLayout({ localStorage: blocked, indexedDB: blocked })).toEqual([])
    expect(
      dropUnscopedLayout({ localStorage: () => undefined, indexedDB: () => undefined }),
    ).toEqual([])
  })
})
