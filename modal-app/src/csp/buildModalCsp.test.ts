import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { BOOT_SCRIPT_HASH, buildModalCsp, MODAL_CSP } from './buildModalCsp.ts'

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

  test('behavior: an embedded wallet frame adds its origin to frame-src only', () => {
    const policy = buildModalCsp({
      walletFrameUrls: ['http://localhost:4350/', 'http://localhost:4350/index.html', 'not a url'],
    })
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'http://localhost:4350'])
    expect(directive(policy, 'connect-src')).not.toContain('http://localhost:4350')
  })

  test('error: production refuses an http wallet frame', () => {
    expect(() =>
      buildModalCsp({ mode: 'production', walletFrameUrls: ['http://wallet.example/'] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: The production policy only frames https:// wallet frames, not http://wallet.example/.]`,
    )
    const policy = buildModalCsp({
      mode: 'production',
      walletFrameUrls: ['https://wallet.example/app/'],
    })
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://wallet.example'])
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

  test('behavior: development (the default) lets any http(s) page frame it and reaches loopback services', () => {
    expect(buildModalCsp({ mode: 'development' })).toBe(MODAL_CSP)
    expect(directive(MODAL_CSP, 'frame-ancestors')).toEqual(['http:', 'https:'])
    expect(directive(MODAL_CSP, 'connect-src')).toEqual(
      expect.arrayContaining(['ws:', 'http://127.0.0.1:*', 'http://localhost:*']),
    )
    // The local reference API's NFT pictures.
    expect(directive(MODAL_CSP, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:*',
      'http://localhost:*',
    ])
  })
})

describe('buildModalCsp: production', () => {
  const policy = buildModalCsp({
    mode: 'production',
    frameAncestors: [
      'https://app.example.com',
      'https://*.shop.example',
      'http://*.intranet.example:8080',
      'https://app.example.com',
    ],
    relayUrls: ['wss://relay.example.com/ws'],
  })

  test('default: frame-ancestors is the allowlist, wildcards as CSP wildcards, once each', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual([
      'https://app.example.com',
      'https://*.shop.example',
      'http://*.intranet.example:8080',
    ])
  })

  test('behavior: no ws: and no loopback sources; https, wss and the relay stay reachable', () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https:',
      'wss:',
      'https://relay.example.com',
    ])
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://relay.example.com'])
    expect(policy).not.toMatch(/ws:|127\.0\.0\.1|localhost/)
    // Everything else is the development policy's.
    for (const name of ['script-src', 'style-src', 'object-src', 'base-uri', 'form-action']) {
      expect(directive(policy, name)).toEqual(directive(MODAL_CSP, name))
    }
  })

  test('behavior: images come from the modal, data:, blob: and each project API origin only', () => {
    const withApis = buildModalCsp({
      mode: 'production',
      apiUrls: [
        'https://api.example.com/v1/',
        'https://api.example.com/v2/',
        'https://nft.example',
      ],
    })
    expect(directive(withApis, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.com',
      'https://nft.example',
    ])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(() =>
      buildModalCsp({ mode: 'production', apiUrls: ['http://api.example.com/v1/'] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: The production policy only shows images of https:// APIs, not http://api.example.com/v1/.]`,
    )
  })

  test('edge: no allowed origin at all frames nowhere', () => {
    expect(directive(buildModalCsp({ mode: 'production' }), 'frame-ancestors')).toEqual(["'none'"])
  })

  test('error: a ws:// relay, an invalid entry or an IPv6 host, each named', () => {
    expect(() =>
      buildModalCsp({ mode: 'production', relayUrls: ['ws://127.0.0.1:4320'] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: The production policy only reaches wss:// relays, not ws://127.0.0.1:4320.]`,
    )
    expect(() =>
      buildModalCsp({ mode: 'production', frameAncestors: ['https://a.example; script-src *'] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: "https://a.example; script-src *" is not an allowed-origin entry (an origin such as "https://app.example.com" or "https://*.example.com").]`,
    )
    expect(() =>
      buildModalCsp({ mode: 'production', frameAncestors: ['http://[::1]:4300'] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: http://[::1]:4300 cannot be written in a Content-Security-Policy (an IPv6 address); use a host name.]`,
    )
  })
})

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])

test('default: the hash is the one of the inline script of index.html, its only inline script', () => {
  expect(inlineScripts).toHaveLength(1)
  const digest = createHash('sha256')
    .update(inlineScripts[0] ?? '')
    .digest('base64')
  expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${digest}'`)
})

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
