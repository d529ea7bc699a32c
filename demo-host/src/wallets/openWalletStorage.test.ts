import { describe, expect, test } from 'vitest'
import { openWalletStorage, type WalletStorage } from './openWalletStorage.ts'

function mapStorage(): WalletStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value)
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}

const blocked = () => new DOMException('Access is denied for this document.', 'SecurityError')

describe('openWalletStorage', () => {
  test('default: reads and writes the given storage', () => {
    const backend = mapStorage()
    const storage = openWalletStorage(() => backend)
    storage.setItem('a', '1')
    expect(backend.map.get('a')).toBe('1')
    expect(storage.getItem('a')).toBe('1')
    storage.removeItem('a')
    expect(backend.map.has('a')).toBe(false)
    expect(storage.getItem('a')).toBeNull()
  })

  test('behavior: without a storage (Node) it keeps values in memory', () => {
    const storage = openWalletStorage(() => undefined)
    expect(storage.getItem('a')).toBeNull()
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
  })

  test('error: a blocked storage (the getter throws SecurityError) falls back to memory', () => {
    const storage = openWalletStorage(() => {
      throw blocked()
    })
    expect(() => storage.setItem('a', '1')).not.toThrow()
    expect(storage.getItem('a')).toBe('1')
  })

  test('error: a storage that starts throwing falls back to memory from then on', () => {
    const backend = mapStorage()
    let throwing = false
    const storage = openWalletStorage(() => ({
      getItem: (key) => backend.getItem(key),
      setItem: (key, value) => {
        if (throwing) throw new DOMException('full', 'QuotaExceededError')
        backend.setItem(key, value)
      },
      removeItem: (key) => backend.removeItem(key),
    }))
    storage.setItem('a', '1')
    throwing = true
    expect(() => storage.setItem('b', '2')).not.toThrow()
    expect(storage.getItem('b')).toBe('2')
    expect(backend.map.has('b')).toBe(false)
  })
})
