import { expect, test } from 'vitest'
import { stableStringify } from './stableStringify.ts'

test('default: object keys in sorted order at every level, arrays in their own', () => {
  expect(stableStringify({ b: 1, a: { d: [{ y: 1, x: 2 }, 'z'], c: null } })).toBe(
    '{"a":{"c":null,"d":[{"x":2,"y":1},"z"]},"b":1}',
  )
  expect(stableStringify({ a: 1, b: 2 })).toBe(stableStringify({ b: 2, a: 1 }))
})

test('behavior: functions and undefined values are left out, as JSON.stringify does', () => {
  expect(stableStringify({ b: undefined, a: () => 1, c: 'x' })).toBe('{"c":"x"}')
  expect(stableStringify('demo')).toBe('"demo"')
})

test('edge: a __proto__ key stays a plain key and pollutes nothing', () => {
  const value = JSON.parse('{"b":1,"__proto__":{"polluted":"yes"}}')
  expect(stableStringify(value)).toBe('{"__proto__":{"polluted":"yes"},"b":1}')
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
})
