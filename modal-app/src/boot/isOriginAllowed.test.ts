import { describe, expect, test } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.ts'

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
