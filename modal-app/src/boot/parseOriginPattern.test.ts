import { describe, expect, test } from 'vitest'
import { parseOriginPattern } from './parseOriginPattern.ts'

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
