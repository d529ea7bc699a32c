import { describe, expect, test } from 'vitest'
import { createRelayJwt, type RelayJwtOptions } from './testing/createRelayJwt.ts'
import { verifyRelayAuth } from './verifyRelayAuth.ts'

const NOW = Date.now()

test('default: a JWT signed like the SDK signs it verifies and names its issuer', () => {
  const jwt = createRelayJwt('ws://127.0.0.1:4320')
  const result = verifyRelayAuth(jwt, 'verify', NOW)
  expect(result).toEqual({ ok: true, issuer: expect.stringMatching(/^did:key:z6Mk/) })
})

test('error: a tampered payload fails in verify mode, passes in shape mode', () => {
  const [header, payload, signature] = createRelayJwt('ws://x').split('.')
  const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString())
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone else' })).toString(
    'base64url',
  )
  const jwt = `${header}.${forged}.${signature}`
  expect(verifyRelayAuth(jwt, 'verify', NOW)).toEqual({
    ok: false,
    reason: 'auth signature does not verify',
  })
  expect(verifyRelayAuth(jwt, 'shape', NOW)).toMatchObject({ ok: true })
})

test('error: expired', () => {
  const jwt = createRelayJwt('ws://x', { expiresInSeconds: 60 })
  expect(verifyRelayAuth(jwt, 'verify', NOW + 120_000)).toEqual({
    ok: false,
    reason: 'auth has expired',
  })
})

describe('time bounds (exp, iat, lifetime)', () => {
  const nowSeconds = Math.floor(NOW / 1000)

  test.each([
    [
      'missing exp',
      { omit: ['exp'] },
      'auth payload has no exp (expiry, in seconds since the epoch)',
    ],
    [
      'missing iat',
      { omit: ['iat'] },
      'auth payload has no iat (issued at, in seconds since the epoch)',
    ],
    [
      'iat in the future beyond the 60 s skew',
      { iat: nowSeconds + 61 },
      'auth iat is in the future (more than 60 s ahead of the relay clock)',
    ],
    [
      'lifetime over one day',
      { iat: nowSeconds, expiresInSeconds: 86_401 },
      'auth lifetime (exp − iat) is 86401 s, at most 86400 s allowed',
    ],
    [
      'exp not after iat',
      { iat: nowSeconds + 30, expiresInSeconds: 0 },
      'auth exp is not after its iat',
    ],
  ] satisfies [string, RelayJwtOptions, string][])('error: %s', (_name, options, reason) => {
    const jwt = createRelayJwt('ws://x', options)
    expect(verifyRelayAuth(jwt, 'verify', NOW)).toEqual({ ok: false, reason })
    // The time bounds are part of the shape: 'shape' mode refuses the same JWT.
    expect(verifyRelayAuth(jwt, 'shape', NOW)).toEqual({ ok: false, reason })
  })

  test.each([
    ['exactly one day, as the SDKs sign', { iat: nowSeconds, expiresInSeconds: 86_400 }],
    ['iat 60 s ahead (within the skew)', { iat: nowSeconds + 60 }],
    ['iat an hour ago, still valid', { iat: nowSeconds - 3600, expiresInSeconds: 7200 }],
  ] satisfies [string, RelayJwtOptions][])('default: %s is accepted', (_name, options) => {
    expect(verifyRelayAuth(createRelayJwt('ws://x', options), 'verify', NOW)).toMatchObject({
      ok: true,
    })
  })

  test('args: the bounds come from the relay limits', () => {
    const jwt = createRelayJwt('ws://x', { iat: nowSeconds, expiresInSeconds: 600 })
    const bounds = { maxAuthLifetimeSeconds: 300, authClockSkewSeconds: 0 }
    expect(verifyRelayAuth(jwt, 'verify', NOW, bounds)).toEqual({
      ok: false,
      reason: 'auth lifetime (exp − iat) is 600 s, at most 300 s allowed',
    })
  })
})

test.each([
  ['missing', null, 'the auth query parameter is missing'],
  ['empty', '', 'the auth query parameter is missing'],
  ['two parts', 'a.b', 'auth is not a JWT (three base64url parts)'],
  ['not base64url', 'a+.b.c', 'auth is not base64url'],
  [
    'header not EdDSA',
    `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ iss: 'x' })}.c2ln`,
    'auth header is not EdDSA/JWT',
  ],
  [
    'no issuer',
    `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ sub: 'x' })}.c2ln`,
    'auth payload has no issuer',
  ],
  [
    'issuer not did:key',
    `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ iss: 'did:web:x' })}.c2ln`,
    'auth issuer is not a did:key Ed25519 key',
  ],
  [
    'issuer not Ed25519',
    `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ iss: 'did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme' })}.c2ln`,
    'auth issuer is not a did:key Ed25519 key',
  ],
])('error: %s', (_name, jwt, reason) => {
  expect(verifyRelayAuth(jwt, 'shape', NOW)).toEqual({ ok: false, reason })
})

test('args: mode "off" accepts anything', () => {
  expect(verifyRelayAuth(null, 'off', NOW)).toEqual({ ok: true, issuer: undefined })
})

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}
