import { describe, expect, test } from 'vitest'
import { BOOT_SCRIPT_HASH } from './BOOT_SCRIPT_HASH.ts'
import { MODAL_CSP } from './MODAL_CSP.ts'

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name, values)
  }
  return map
}

describe('MODAL_CSP', () => {
  const policy = directives(MODAL_CSP)

  test('behavior: scripts only from the modal origin and the one inline script by its hash, never eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", BOOT_SCRIPT_HASH])
    expect(MODAL_CSP).not.toContain('unsafe-inline')
    expect(MODAL_CSP).not.toContain('unsafe-eval')
    expect(MODAL_CSP).not.toContain('nonce-')
  })

  test('behavior: styles only from the modal origin', () => {
    expect(policy.get('style-src')).toEqual(["'self'"])
  })

  test('behavior: any http(s) page may frame it (the allowlist is checked by the modal)', () => {
    expect(policy.get('frame-ancestors')).toEqual(['http:', 'https:'])
  })

  test('behavior: plugins, base rewriting and form posts are off', () => {
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'none'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  test('behavior: WebSocket relays, https RPCs and APIs, and loopback services are reachable', () => {
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https:', 'ws:', 'wss:', 'http://127.0.0.1:*']),
    )
  })
})
