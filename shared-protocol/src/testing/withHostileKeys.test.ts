import { expect, test } from 'vitest'
import { withHostileKeys } from './withHostileKeys.ts'

test('default: own __proto__, constructor and toString keys at every depth', () => {
  const value = withHostileKeys({ a: { b: [{ c: 1 }] } }) as Record<string, unknown>
  const inner = (value.a as Record<string, unknown>).b as Array<Record<string, unknown>>
  for (const object of [value, value.a as object, inner[0] as object]) {
    expect(Object.keys(object)).toEqual(
      expect.arrayContaining(['__proto__', 'constructor', 'toString']),
    )
    expect(Object.getPrototypeOf(object)).toBe(Object.prototype)
    expect(Object.hasOwn(object, '__proto__')).toBe(true)
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
})
