import { createPublicKey, verify } from 'node:crypto'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './DEFAULT_RELAY_LIMITS.ts'

/** How strictly the relay checks the `auth` query parameter of an upgrade. */
export type RelayAuthMode = 'verify' | 'shape' | 'off'

/** The time bounds {@link verifyRelayAuth} holds a JWT to (fields of {@link RelayLimits}). */
export type RelayAuthBounds = Pick<RelayLimits, 'maxAuthLifetimeSeconds' | 'authClockSkewSeconds'>

/** What {@link verifyRelayAuth} decided. */
export type RelayAuthResult =
  | { ok: true /** The client's `did:key`, when a JWT was checked. */; issuer: string | undefined }
  | { ok: false; reason: string }

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/**
 * Checks the relay JWT the WalletConnect clients send as `?auth=`: three base64url parts, an
 * `EdDSA`/`JWT` header, a `did:key` Ed25519 issuer, an `exp` in the future, an `iat` not in the
 * future (up to `authClockSkewSeconds` ahead), a lifetime `exp − iat` of at most
 * `maxAuthLifetimeSeconds` (one day: what the SDKs sign) and, in `'verify'` mode, a valid
 * signature by the issuer's key. Both time checks hold in `'shape'` mode too. The audience is not checked: a local relay is reached as
 * `127.0.0.1`, `localhost` or a LAN address alike.
 *
 * The issuer identifies the client across reconnects (the relay never sends a client what it
 * published itself).
 */
export function verifyRelayAuth(
  jwt: string | null,
  mode: RelayAuthMode,
  nowMs: number,
  bounds: RelayAuthBounds = DEFAULT_RELAY_LIMITS,
): RelayAuthResult {
  if (mode === 'off') return { ok: true, issuer: undefined }
  const reason = check(jwt, mode, nowMs, bounds)
  if (typeof reason === 'string') return { ok: false, reason }
  return { ok: true, issuer: reason.issuer }
}

function check(
  jwt: string | null,
  mode: RelayAuthMode,
  nowMs: number,
  bounds: RelayAuthBounds,
): string | { issuer: string } {
  if (!jwt) return 'the auth query parameter is missing'
  const parts = jwt.split('.')
  const [headerPart, payloadPart, signaturePart] = parts
  if (parts.length !== 3 || !headerPart || !payloadPart || !signaturePart) {
    return 'auth is not a JWT (three base64url parts)'
  }
  if (!/^[A-Za-z0-9_-]+$/.test(headerPart + payloadPart + signaturePart)) {
    return 'auth is not base64url'
  }
  const header = decodeJson(headerPart)
  const payload = decodeJson(payloadPart)
  if (header?.alg !== 'EdDSA' || header.typ !== 'JWT') return 'auth header is not EdDSA/JWT'
  if (!payload || typeof payload.iss !== 'string') return 'auth payload has no issuer'
  const publicKey = issuerKey(payload.iss)
  if (!publicKey) return 'auth issuer is not a did:key Ed25519 key'
  const timeProblem = checkTimes(payload, nowMs, bounds)
  if (timeProblem) return timeProblem
  if (mode === 'shape') return { issuer: payload.iss }
  try {
    const key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]),
      format: 'der',
      type: 'spki',
    })
    const data = Buffer.from(`${headerPart}.${payloadPart}`)
    const ok = verify(null, data, key, Buffer.from(signaturePart, 'base64url'))
    return ok ? { issuer: payload.iss } : 'auth signature does not verify'
  } catch {
    return 'auth signature does not verify'
  }
}

/** `exp` and `iat` are required: a JWT without them would be a credential that never ends. */
function checkTimes(
  payload: Record<string, unknown>,
  nowMs: number,
  bounds: RelayAuthBounds,
): string | undefined {
  const { exp, iat } = payload
  if (typeof exp !== 'number' || !Number.isFinite(exp)) {
    return 'auth payload has no exp (expiry, in seconds since the epoch)'
  }
  if (typeof iat !== 'number' || !Number.isFinite(iat)) {
    return 'auth payload has no iat (issued at, in seconds since the epoch)'
  }
  if (exp * 1000 < nowMs) return 'auth has expired'
  if (iat * 1000 > nowMs + bounds.authClockSkewSeconds * 1000) {
    return `auth iat is in the future (more than ${bounds.authClockSkewSeconds} s ahead of the relay clock)`
  }
  if (exp <= iat) return 'auth exp is not after its iat'
  if (exp - iat > bounds.maxAuthLifetimeSeconds) {
    return `auth lifetime (exp − iat) is ${exp - iat} s, at most ${bounds.maxAuthLifetimeSeconds} s allowed`
  }
  return undefined
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** `did:key:z<base58btc(0xed 0x01 ‖ key)>` → the 32 key bytes. */
function issuerKey(iss: string): Buffer | undefined {
  const prefix = 'did:key:z'
  if (!iss.startsWith(prefix) || iss.length > 80) return undefined
  const bytes = decodeBase58(iss.slice(prefix.length))
  if (bytes?.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) return undefined
  return bytes.subarray(2)
}

function decodeBase58(text: string): Buffer | undefined {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit === -1) return undefined
    value = value * 58n + BigInt(digit)
  }
  let hex = value === 0n ? '' : value.toString(16)
  if (hex.length % 2) hex = `0${hex}`
  let zeros = 0
  while (text[zeros] === '1') zeros++
  return Buffer.concat([Buffer.alloc(zeros), Buffer.from(hex, 'hex')])
}
