import { expect, test } from 'vitest'
import { createRelayJwt } from './testing/createRelayJwt.ts'
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
  const jwt = createRelayJwt('ws://x', 60)
  expect(verifyRelayAuth(jwt, 'verify', NOW + 120_000)).toEqual({
    ok: false,
    reason: 'auth has expired',
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
