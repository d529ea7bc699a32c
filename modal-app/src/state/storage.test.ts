import { describe, expect, test, vi } from 'vitest'
import { connectorIdKey, createSafeStorage, STORAGE_KEYS, type StorageLike } from './storage.ts'

function mapStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

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
