import { createPublicKey, verify } from 'node:crypto'

/** How strictly the relay checks the `auth` query parameter of an upgrade. */
export type RelayAuthMode = 'verify' | 'shape' | 'off'

/** What {@link verifyRelayAuth} decided. */
export type RelayAuthResult =
  | { ok: true /** The client's `did:key`, when a JWT was checked. */; issuer: string | undefined }
  | { ok: false; reason: string }

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/**
 * Checks the relay JWT the WalletConnect clients send as `?auth=`: three base64url parts, an
 * `EdDSA`/`JWT` header, a `did:key` Ed25519 issuer, an `exp` in the future and, in `'verify'` mode,
 * a valid signature by the issuer's key. The audience is not checked: a local relay is reached as
 * `127.0.0.1`, `localhost` or a LAN address alike.
 *
 * The issuer identifies the client across reconnects (the relay never sends a client what it
 * published itself).
 *
 * @example
 * ```ts
 * const auth = verifyRelayAuth(new URL(request.url, 'ws://x').searchParams.get('auth'), 'verify', Date.now())
 * if (!auth.ok) reject(401, auth.reason)
 * ```
 */
export function verifyRelayAuth(
  jwt: string | null,
  mode: RelayAuthMode,
  nowMs: number,
): RelayAuthResult {
  if (mode === 'off') return { ok: true, issuer: undefined }
  const reason = check(jwt, mode, nowMs)
  if (typeof reason === 'string') return { ok: false, reason }
  return { ok: true, issuer: reason.issuer }
}

function check(
  jwt: string | null,
  mode: RelayAuthMode,
  nowMs: number,
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
  if (typeof payload.exp === 'number' && payload.exp * 1000 < nowMs) return 'auth has expired'
  const publicKey = issuerKey(payload.iss)
  if (!publicKey) return 'auth issuer is not a did:key Ed25519 key'
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
