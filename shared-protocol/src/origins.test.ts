import { describe, expect, test } from 'vitest'
import { isOriginAllowed, parseHttpOrigin, parseOriginPattern } from './origins.ts'

const list = ['http://127.0.0.1:4300', 'https://*.example.com', 'http://*.localhost:4300']

describe('isOriginAllowed', () => {
  test.each([
    ['exact origin', 'http://127.0.0.1:4300'],
    ['one subdomain label', 'https://app.example.com'],
    ['several subdomain labels', 'https://eu.shop.example.com'],
    ['subdomain of localhost with the port', 'http://demo.localhost:4300'],
    ['punycode subdomain under the wildcard', 'https://xn--bcher-kva.example.com'],
  ])('default: %s', (_, origin) => {
    expect(isOriginAllowed(origin, list)).toBe(true)
  })

  test.each([
    ['another port', 'http://127.0.0.1:4301'],
    ['no port', 'http://127.0.0.1'],
    ['https instead of the exact http', 'https://127.0.0.1:4300'],
    ['http downgrade of a wildcard', 'http://app.example.com'],
    ['the apex of a wildcard', 'https://example.com'],
    ['a port not in the wildcard', 'https://app.example.com:8443'],
    ['look-alike suffix', 'https://evilexample.com'],
    ['suffix used as a subdomain', 'https://example.com.evil.io'],
    ['IDN look-alike (Cyrillic a)', 'https://app.xn--exmple-4nf.com'],
    ['opaque origin', 'null'],
    ['empty', ''],
    ['a URL, not an origin', 'https://app.example.com/'],
    ['upper case', 'https://APP.example.com'],
    ['localhost instead of 127.0.0.1', 'http://localhost:4300'],
    ['file scheme', 'file://'],
  ])('error: %s', (_, origin) => {
    expect(isOriginAllowed(origin, list)).toBe(false)
  })

  test('error: an empty allowlist allows nothing', () => {
    expect(isOriginAllowed('http://127.0.0.1:4300', [])).toBe(false)
  })

  test('error: invalid entries (bare *) match nothing', () => {
    expect(isOriginAllowed('https://evil.example', ['*', 'https://*', '*.example'])).toBe(false)
  })
})

describe('parseHttpOrigin', () => {
  test.each([
    'http://127.0.0.1:4300',
    'https://example.com',
    'https://app.example.com:8443',
    'http://localhost:5173',
    'https://xn--exmple-cua.com',
    'http://[::1]:4300',
  ])('default: %s is an origin', (origin) => {
    expect(parseHttpOrigin(origin)).toBe(origin)
  })

  test.each([
    ['empty', ''],
    ['opaque', 'null'],
    ['trailing slash', 'https://example.com/'],
    ['path', 'https://example.com/app'],
    ['query', 'https://example.com?x=1'],
    ['fragment', 'https://example.com#x'],
    ['upper case', 'https://Example.com'],
    ['default port spelled out', 'https://example.com:443'],
    ['credentials', 'https://user@example.com'],
    ['unicode host (not its ASCII form)', 'https://exämple.com'],
    ['file scheme', 'file:///etc/passwd'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['ws scheme', 'ws://example.com'],
    ['data scheme', 'data:text/html,hi'],
    ['no scheme', 'example.com'],
    ['whitespace', ' https://example.com'],
    ['too long', `https://${'a'.repeat(300)}.com`],
  ])('error: %s', (_, value) => {
    expect(parseHttpOrigin(value)).toBeNull()
  })
})

test('error: characters the URL parser lets through in a host are refused', () => {
  for (const origin of [
    'https://*.example.com',
    'https://a$b.com',
    "https://a'b.com",
    'https://a%2Fb.com',
  ]) {
    expect(parseHttpOrigin(origin)).toBeNull()
  }
})

describe('parseOriginPattern', () => {
  test('default: an exact origin', () => {
    expect(parseOriginPattern('http://127.0.0.1:4300')).toEqual({
      kind: 'exact',
      origin: 'http://127.0.0.1:4300',
    })
  })

  test('default: a subdomain wildcard', () => {
    expect(parseOriginPattern('https://*.example.com')).toEqual({
      kind: 'subdomains',
      protocol: 'https:',
      suffix: 'example.com',
      port: '',
    })
  })

  test('args: a wildcard with a port, and over localhost', () => {
    expect(parseOriginPattern('http://*.localhost:4300')).toEqual({
      kind: 'subdomains',
      protocol: 'http:',
      suffix: 'localhost',
      port: '4300',
    })
  })

  test.each([
    ['bare *', '*'],
    ['scheme and *', 'https://*'],
    ['wildcard over a TLD', 'https://*.com'],
    ['wildcard in the middle', 'https://app.*.example.com'],
    ['wildcard without a dot', 'https://*example.com'],
    ['two wildcards', 'https://*.*.example.com'],
    ['wildcard over an IP', 'http://*.0.0.1'],
    ['wildcard with a path', 'https://*.example.com/'],
    ['wildcard in upper case', 'https://*.Example.com'],
    ['wildcard, default port spelled out', 'https://*.example.com:443'],
    ['wildcard with another scheme', 'wss://*.example.com'],
    ['exact with a trailing slash', 'https://example.com/'],
    ['null', 'null'],
    ['empty', ''],
    ['no scheme', 'example.com'],
  ])('error: %s', (_, value) => {
    expect(parseOriginPattern(value)).toBeNull()
  })
})
