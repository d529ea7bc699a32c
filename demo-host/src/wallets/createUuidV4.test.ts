import { expect, test } from 'vitest'
import { createUuidV4 } from './createUuidV4.ts'

test('default: RFC 4122 version 4 layout, different every call', () => {
  const ids = new Set(Array.from({ length: 50 }, createUuidV4))
  expect(ids.size).toBe(50)
  for (const id of ids) {
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  }
})
