import { describe, expect, test } from 'vitest'
import { type ParentOriginSources, resolveParentOrigin } from './resolveParentOrigin.ts'

const host = 'http://127.0.0.1:4300'
const base: ParentOriginSources = {
  framed: true,
  hashOrigin: host,
  ancestorOrigins: [host],
  referrer: `${host}/shop/checkout`,
}

describe('resolveParentOrigin', () => {
  test('default: every source agrees', () => {
    expect(resolveParentOrigin(base)).toEqual({ ok: true, origin: host })
  })

  test('behavior: the parent is the nearest ancestor (bootModal checks the others against the allowlist)', () => {
    expect(
      resolveParentOrigin({ ...base, ancestorOrigins: [host, 'https://portal.example'] }),
    ).toEqual({ ok: true, origin: host })
  })

  test('behavior: a browser without ancestorOrigins relies on the referrer', () => {
    expect(resolveParentOrigin({ ...base, ancestorOrigins: undefined })).toEqual({
      ok: true,
      origin: host,
    })
  })

  test('behavior: an empty referrer (no-referrer policy) relies on ancestorOrigins', () => {
    expect(resolveParentOrigin({ ...base, referrer: '' })).toEqual({ ok: true, origin: host })
  })

  test('behavior: with neither, the handshake origin check is the one cross-check left', () => {
    expect(resolveParentOrigin({ ...base, ancestorOrigins: undefined, referrer: '' })).toEqual({
      ok: true,
      origin: host,
    })
  })

  test('error: not framed', () => {
    const result = resolveParentOrigin({ ...base, framed: false })
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('host SDK') })
  })

  test.each([
    ['another origin', ['https://evil.example']],
    ['another port', ['http://127.0.0.1:4301']],
    ['http instead of https', ['http://localhost:4300']],
    ['opaque origin', ['null']],
    ['API present but empty', []],
  ])('error: ancestorOrigins says %s', (_, ancestorOrigins) => {
    expect(resolveParentOrigin({ ...base, ancestorOrigins }).ok).toBe(false)
  })

  test.each([
    ['another origin', 'https://evil.example/'],
    ['another port', 'http://127.0.0.1:4301/'],
    ['https instead of http', 'https://127.0.0.1:4300/'],
    ['look-alike host', 'http://127.0.0.1.evil.example:4300/'],
    ['not a URL', 'nonsense'],
  ])('error: the referrer is %s', (_, referrer) => {
    expect(resolveParentOrigin({ ...base, referrer }).ok).toBe(false)
  })

  test('error: the reason names both origins', () => {
    expect(
      resolveParentOrigin({ ...base, ancestorOrigins: ['https://evil.example'] }),
    ).toMatchInlineSnapshot(`
      {
        "ok": false,
        "reason": "The modal URL says it is embedded by http://127.0.0.1:4300, but the browser says https://evil.example.",
      }
    `)
  })
})
