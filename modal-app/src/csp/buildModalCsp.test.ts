import { describe, expect, test } from 'vitest'
import { BOOT_SCRIPT_HASH } from './BOOT_SCRIPT_HASH.ts'
import { buildModalCsp } from './buildModalCsp.ts'
import { MODAL_CSP } from './MODAL_CSP.ts'

function directive(policy: string, name: string): string[] | undefined {
  for (const part of policy.split(';')) {
    const [key, ...values] = part.trim().split(/\s+/)
    if (key === name) return values
  }
  return undefined
}

describe('buildModalCsp', () => {
  test('default: without relays it is MODAL_CSP, frames only from the modal origin', () => {
    expect(buildModalCsp()).toBe(MODAL_CSP)
    expect(directive(MODAL_CSP, 'frame-src')).toEqual(["'self'"])
  })

  test('behavior: a ws relay adds its http origin to connect-src and frame-src', () => {
    const policy = buildModalCsp({
      relayUrls: ['ws://127.0.0.1:4320', 'wss://relay.example.com/ws'],
    })
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4320',
      'https://relay.example.com',
    ])
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'ws:',
        'http://127.0.0.1:4320',
        'https://relay.example.com',
      ]),
    )
    // Scripts: the modal's own files and the one inline script of index.html, by its hash.
    expect(directive(policy, 'script-src')).toEqual(["'self'", BOOT_SCRIPT_HASH])
  })

  test('edge: duplicates once; non-ws or malformed URLs are ignored (no injected directive)', () => {
    const policy = buildModalCsp({
      relayUrls: [
        'ws://127.0.0.1:4320',
        'ws://127.0.0.1:4320/',
        'https://x.test',
        'not a url',
        "ws://a.test; script-src 'unsafe-inline'",
      ],
    })
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'http://127.0.0.1:4320'])
    expect(policy).not.toContain('unsafe-inline')
  })
})
