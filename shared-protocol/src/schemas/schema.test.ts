import { expect, test } from 'vitest'
import { array, integer, object, oneOf, optional, record, string, unknown } from './schema.ts'

test('behavior: objects drop unknown keys and keep the shape order', () => {
  const schema = object({ b: string(), a: string(), c: optional(string()) })
  expect(JSON.stringify(schema.parse({ a: 'x', d: 'y', b: 'z' }))).toBe('{"b":"z","a":"x"}')
})

test('behavior: a __proto__ key of a map is dropped, never set', () => {
  const value = structuredClone(JSON.parse('{"__proto__": {"polluted": "yes"}, "b": "1"}'))
  const checked = record(string(), unknown).parse(value)
  expect(Object.getPrototypeOf(checked)).toBe(Object.prototype)
  expect(Object.keys(checked)).toEqual(['b'])
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
})

test('error: the first issue names its path and what was expected', () => {
  const schema = object({ list: array(object({ name: string(0, 3) }), 2) })
  expect(schema.safeParse({ list: [{ name: 'ok' }, { name: 'long' }] }).error).toEqual({
    issues: [{ path: ['list', 1, 'name'], message: 'Expected a string of 0–3 characters' }],
  })
  expect(() => schema.parse({ list: 'x' })).toThrowErrorMatchingInlineSnapshot(
    `[TypeError: list: Expected a list of 0–2 items]`,
  )
  expect(integer(1).safeParse(1.5).error?.issues[0]?.message).toBe(
    `Expected an integer from 1 to ${Number.MAX_SAFE_INTEGER}`,
  )
  expect(oneOf(['a', null]).safeParse('b').error?.issues).toEqual([
    { path: [], message: 'Expected one of a, null' },
  ])
})
