import { expect, it } from 'vitest'
import { createNameNonces } from './createNameNonces.ts'
import { openApiDatabase } from './openApiDatabase.ts'

const now = Date.UTC(2025, 10, 25)

it('default: a nonce is fresh for its project until used, then used', () => {
  const nonces = createNameNonces(openApiDatabase(':memory:'))
  const { nonce, expiresAt } = nonces.issue('demo', now)
  expect(nonce).toMatch(/^[0-9a-f]{32}$/)
  expect(expiresAt).toBe('2025-11-25T00:05:00.000Z')
  expect(nonces.issue('demo', now).nonce).not.toBe(nonce)
  expect(nonces.check(nonce, 'demo', now)).toBe('fresh')
  expect(nonces.check(nonce, 'other', now)).toBe('otherProject')
  expect(nonces.use(nonce, 'other', now)).toBe(false)
  expect(nonces.use(nonce, 'demo', now)).toBe(true)
  expect(nonces.use(nonce, 'demo', now)).toBe(false)
  expect(nonces.check(nonce, 'demo', now)).toBe('used')
  expect(nonces.check('0'.repeat(32), 'demo', now)).toBe('unknown')
})

it('behavior: past its ttl a nonce is expired and cannot be used', () => {
  const nonces = createNameNonces(openApiDatabase(':memory:'), { ttlMs: 1000 })
  const { nonce } = nonces.issue('demo', now)
  expect(nonces.check(nonce, 'demo', now + 1000)).toBe('fresh')
  expect(nonces.check(nonce, 'demo', now + 1001)).toBe('expired')
  expect(nonces.use(nonce, 'demo', now + 1001)).toBe(false)
})

it('behavior: past max unused nonces the oldest is forgotten', () => {
  const nonces = createNameNonces(openApiDatabase(':memory:'), { max: 2 })
  const first = nonces.issue('demo', now).nonce
  nonces.issue('demo', now + 1)
  nonces.issue('demo', now + 2)
  expect(nonces.check(first, 'demo', now + 2)).toBe('unknown')
})
