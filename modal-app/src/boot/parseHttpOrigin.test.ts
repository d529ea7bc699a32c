import { describe, expect, test } from 'vitest'
import { parseHttpOrigin } from './parseHttpOrigin.ts'

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
