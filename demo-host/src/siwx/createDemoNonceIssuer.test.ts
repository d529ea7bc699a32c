import { expect, test } from 'vitest'
import { createDemoNonceIssuer } from './createDemoNonceIssuer.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

test('default: 32 hex digits from the random source, remembered as issued', () => {
  const issuer = createDemoNonceIssuer(memoryStorage(), { fillRandom: (bytes) => bytes.fill(0xab) })
  expect(issuer.issue()).toBe('ab'.repeat(16))
  expect(issuer.has('ab'.repeat(16))).toBe(true)
  expect(issuer.has('cd'.repeat(16))).toBe(false)
})

test('behavior: fresh each time; another issuer on the same storage (the page reloaded) knows them', () => {
  const storage = memoryStorage()
  const issuer = createDemoNonceIssuer(storage)
  const first = issuer.issue()
  const second = issuer.issue()
  expect(first).toMatch(/^[0-9a-f]{32}$/)
  expect(second).not.toBe(first)
  expect(createDemoNonceIssuer(storage).issued()).toEqual([first, second])
})

test('args: limit: only the last ones are kept', () => {
  const issuer = createDemoNonceIssuer(memoryStorage(), { limit: 2 })
  const [a, b, c] = [issuer.issue(), issuer.issue(), issuer.issue()]
  expect(issuer.issued()).toEqual([b, c])
  expect(issuer.has(a)).toBe(false)
})

test('behavior: without storage, or with storage that throws, it remembers in memory', () => {
  const issuer = createDemoNonceIssuer(undefined)
  const nonce = issuer.issue()
  expect(issuer.has(nonce)).toBe(true)
  const broken = createDemoNonceIssuer({
    getItem: () => 'not json',
    setItem: () => {
      throw new Error('QuotaExceededError')
    },
  })
  expect(broken.issued()).toEqual([])
  const kept = broken.issue()
  expect(broken.has(kept)).toBe(true)
})
