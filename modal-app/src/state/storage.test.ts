import { describe, expect, test, vi } from 'vitest'
import { connectorIdKey, createSafeStorage, STORAGE_KEYS } from './storage.ts'
import { createTenantScope } from './tenantScope.ts'
import { mapStorage } from './testing.ts'

describe('§7 storage', () => {
  test('§7 storage: keys are namespaced under @airlock/', () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(key.startsWith('@airlock/')).toBe(true)
    expect(connectorIdKey('eip155')).toBe('@airlock/connector_id/eip155')
  })

  test('§7 storage: JSON round trip through the backend', () => {
    const backend = mapStorage()
    const storage = createSafeStorage(backend)
    storage.set(STORAGE_KEYS.recentWallets, [{ id: 'a' }])
    expect(backend.data.get(STORAGE_KEYS.recentWallets)).toBe('[{"id":"a"}]')
    expect(storage.get(STORAGE_KEYS.recentWallets)).toEqual([{ id: 'a' }])
    storage.remove(STORAGE_KEYS.recentWallets)
    expect(storage.get(STORAGE_KEYS.recentWallets)).toBeUndefined()
  })

  test('§8 storage failures: a throwing localStorage getter is only logged and falls back to memory', () => {
    const log = vi.fn()
    const storage = createSafeStorage(
      () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      { log },
    )
    expect(() => storage.set('@airlock/x', 1)).not.toThrow()
    expect(storage.get('@airlock/x')).toBe(1)
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[1]).toBeInstanceOf(DOMException)
  })

  test('§8 storage failures: a throwing setItem (quota) keeps the value in memory', () => {
    const log = vi.fn()
    const backend = mapStorage()
    backend.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    const storage = createSafeStorage(backend, { log })
    storage.set('@airlock/a', 'kept')
    expect(storage.get('@airlock/a')).toBe('kept')
    storage.remove('@airlock/a')
    expect(storage.get('@airlock/a')).toBeUndefined()
    expect(log).toHaveBeenCalledTimes(1)
  })

  test('§8 storage failures: a value that is not JSON reads as absent', () => {
    const backend = mapStorage()
    backend.data.set('@airlock/bad', '{nope')
    const log = vi.fn()
    expect(createSafeStorage(backend, { log }).get('@airlock/bad')).toBeUndefined()
    expect(log).toHaveBeenCalledTimes(1)
  })
})

describe('tenant scope', () => {
  const shopA = createTenantScope('demo', 'https://shop-a.example')
  const shopB = createTenantScope('demo', 'https://shop-b.example')
  const otherProject = createTenantScope('evilcorp', 'https://shop-a.example')

  test("default: a scoped storage keeps every key under the scope's own key", () => {
    const backend = mapStorage()
    createSafeStorage(backend, { scope: shopA }).set(STORAGE_KEYS.recentWallets, [{ id: 'a' }])
    expect([...backend.data.keys()]).toEqual([
      'airlock-scoped/demo|https%3A%2F%2Fshop-a.example/@airlock/recent_wallets',
    ])
  })

  test('behavior: two scopes on one browser storage never see each other, whatever the key', () => {
    const backend = mapStorage()
    const a = createSafeStorage(backend, { scope: shopA })
    a.set(connectorIdKey('eip155'), 'walletConnect')
    a.set(`${STORAGE_KEYS.cachePrefix}siwx/eip155:0xab`, { signature: '0xsig' })
    a.set(STORAGE_KEYS.deepLinkChoice, { name: 'Rainbow', href: 'https://rnbwapp.com' })
    for (const scope of [shopB, otherProject]) {
      const other = createSafeStorage(backend, { scope })
      expect(other.get(connectorIdKey('eip155'))).toBeUndefined()
      expect(other.get(`${STORAGE_KEYS.cachePrefix}siwx/eip155:0xab`)).toBeUndefined()
      expect(other.get(STORAGE_KEYS.deepLinkChoice)).toBeUndefined()
      // Its writes and removals touch only its own keys.
      other.set(connectorIdKey('eip155'), 'io.metamask')
      other.remove(STORAGE_KEYS.deepLinkChoice)
    }
    // Another modal page of the first scope (a reload) finds its keys as it left them.
    const again = createSafeStorage(backend, { scope: shopA })
    expect(again.get(connectorIdKey('eip155'))).toBe('walletConnect')
    expect(again.get(STORAGE_KEYS.deepLinkChoice)).toEqual({
      name: 'Rainbow',
      href: 'https://rnbwapp.com',
    })
    expect(createSafeStorage(backend, { scope: shopB }).get(connectorIdKey('eip155'))).toBe(
      'io.metamask',
    )
  })
})
