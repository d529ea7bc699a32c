import { expect, test } from 'vitest'
import { createFrameStorage } from './createFrameStorage.ts'

function fakeStorage(blocked: 'open' | 'write' | false): Storage {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (blocked === 'write') throw new DOMException('quota', 'QuotaExceededError')
      values.set(key, value)
    },
    removeItem: (key: string) => values.delete(key),
  } as unknown as Storage
}

test('default: values persist in the browser store', () => {
  const backing = fakeStorage(false)
  const storage = createFrameStorage(() => backing)
  storage.set('a', '1')
  expect(storage.persistent).toBe(true)
  expect(createFrameStorage(() => backing).get('a')).toBe('1')
})

test('behavior: blocked storage degrades to memory and says so', () => {
  for (const storage of [
    createFrameStorage(() => {
      throw new DOMException('denied', 'SecurityError')
    }),
    createFrameStorage(() => fakeStorage('write')),
  ]) {
    expect(storage.persistent).toBe(false)
    storage.set('a', '1')
    expect(storage.get('a')).toBe('1')
    storage.remove('a')
    expect(storage.get('a')).toBe(null)
  }
})
