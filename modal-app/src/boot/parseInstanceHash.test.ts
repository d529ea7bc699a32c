import { describe, expect, test } from 'vitest'
import { parseInstanceHash } from './parseInstanceHash.ts'

const origin = encodeURIComponent('http://127.0.0.1:4300')
const good = `#projectId=demo&instance=abcd1234&v=1&origin=${origin}`

function hashWith(overrides: Record<string, string | null>): string {
  const params: Record<string, string | null> = {
    projectId: 'demo',
    instance: 'abcd1234',
    v: '1',
    origin,
    ...overrides,
  }
  return `#${Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([key, value]) => `${key}=${value}`)
    .join('&')}`
}

describe('parseInstanceHash', () => {
  test('default', () => {
    expect(parseInstanceHash(good)).toEqual({
      ok: true,
      params: {
        projectId: 'demo',
        instance: 'abcd1234',
        protocolVersion: 1,
        hostOrigin: 'http://127.0.0.1:4300',
      },
    })
  })

  test('behavior: without the leading #, in any key order, unknown keys ignored', () => {
    expect(
      parseInstanceHash(`v=2&origin=${origin}&extra=1&instance=abcd1234&projectId=demo`),
    ).toMatchObject({
      ok: true,
      params: { protocolVersion: 2 },
    })
  })

  test('behavior: limits of the id patterns are accepted', () => {
    const result = parseInstanceHash(hashWith({ projectId: 'a', instance: `${'A_-9'.repeat(16)}` }))
    expect(result.ok).toBe(true)
  })

  test.each([
    ['empty hash', ''],
    ['bare #', '#'],
    ['too long', `${good}&pad=${'x'.repeat(2100)}`],
    ['projectId missing', hashWith({ projectId: null })],
    ['instance missing', hashWith({ instance: null })],
    ['v missing', hashWith({ v: null })],
    ['origin missing', hashWith({ origin: null })],
    ['projectId twice', `${good}&projectId=other`],
    ['origin twice', `${good}&origin=${origin}`],
    ['projectId empty', hashWith({ projectId: '' })],
    ['projectId too long', hashWith({ projectId: 'a'.repeat(65) })],
    ['projectId with a dot', hashWith({ projectId: 'demo.json' })],
    ['projectId with a slash', hashWith({ projectId: '..%2Fsecret' })],
    ['projectId with a space', hashWith({ projectId: 'de+mo' })],
    ['instance too short', hashWith({ instance: 'abc1234' })],
    ['instance too long', hashWith({ instance: 'a'.repeat(65) })],
    ['instance with a colon', hashWith({ instance: 'abcd:1234' })],
    ['v zero', hashWith({ v: '0' })],
    ['v negative', hashWith({ v: '-1' })],
    ['v fractional', hashWith({ v: '1.5' })],
    ['v with a leading zero', hashWith({ v: '01' })],
    ['v not a number', hashWith({ v: 'one' })],
    ['v exponent', hashWith({ v: '1e3' })],
    ['origin null', hashWith({ origin: 'null' })],
    ['origin with a path', hashWith({ origin: encodeURIComponent('http://127.0.0.1:4300/app') })],
    ['origin javascript:', hashWith({ origin: encodeURIComponent('javascript:alert(1)') })],
    ['origin not encoded with a trailing slash', hashWith({ origin: 'http://127.0.0.1:4300/' })],
    ['origin with a unicode host', hashWith({ origin: encodeURIComponent('https://exаmple.com') })],
  ])('error: %s', (_, hash) => {
    const result = parseInstanceHash(hash)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toMatch(/modal URL/)
  })

  test('error: the reason names the offending parameter', () => {
    expect(parseInstanceHash(hashWith({ v: 'x' }))).toMatchInlineSnapshot(`
      {
        "ok": false,
        "reason": "The protocol version in the modal URL is not a positive integer.",
      }
    `)
  })
})
