import { describe, expect, it } from 'vitest'
import { isInside, resolveRequestPath } from './resolveRequestPath.ts'

describe('resolveRequestPath', () => {
  it('default: maps a URL path below the root', () => {
    expect(resolveRequestPath('/srv/dist', '/assets/app.js')).toEqual({
      ok: true,
      filePath: '/srv/dist/assets/app.js',
    })
    expect(resolveRequestPath('/srv/dist', '/a%20b.txt')).toEqual({
      ok: true,
      filePath: '/srv/dist/a b.txt',
    })
  })

  it('behavior: dot segments that stay inside are allowed', () => {
    expect(resolveRequestPath('/srv/dist', '/assets/../index.html')).toEqual({
      ok: true,
      filePath: '/srv/dist/index.html',
    })
  })

  it.each([
    '/../etc/passwd',
    '/assets/../../etc/passwd',
    '/%2e%2e/etc/passwd',
    '/..%2fetc%2fpasswd',
    '/%2E%2E%2F%2E%2E%2Fetc/passwd',
    '/../dist-old/index.html',
  ])('error: traversal %s is refused', (path) => {
    expect(resolveRequestPath('/srv/dist', path)).toMatchObject({ ok: false, status: 404 })
  })

  it.each([
    ['/%E0%A4%A', 'malformed percent-encoding'],
    ['/index.html%00.js', 'NUL byte in path'],
    ['/..%5c..%5cetc/passwd', 'backslash in path'],
    ['index.html', 'path must start with /'],
  ])('error: %s is a bad request', (path, reason) => {
    expect(resolveRequestPath('/srv/dist', path)).toEqual({ ok: false, status: 400, reason })
  })
})

describe('isInside', () => {
  it('default: the folder itself and paths below it are inside', () => {
    expect(isInside('/srv/dist', '/srv/dist')).toBe(true)
    expect(isInside('/srv/dist', '/srv/dist/a/b.js')).toBe(true)
    expect(isInside('/srv/dist', '/srv/dist/..data')).toBe(true)
  })

  it('behavior: parents and siblings sharing a prefix are outside', () => {
    expect(isInside('/srv/dist', '/srv')).toBe(false)
    expect(isInside('/srv/dist', '/srv/dist-old/index.html')).toBe(false)
    expect(isInside('/srv/dist', '/etc/passwd')).toBe(false)
  })
})
