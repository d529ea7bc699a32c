import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** A client key as the WalletConnect clients keep theirs: Ed25519, named by its `did:key`. */
export type RelayClientKey = { privateKey: KeyObject; iss: string }

/** Test helper: a fresh client key (a new client identity for the relay). */
export function createRelayClientKey(): RelayClientKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const spki = publicKey.export({ format: 'der', type: 'spki' })
  const raw = spki.subarray(spki.length - 32)
  const iss = `did:key:z${encodeBase58(Buffer.concat([Buffer.from([0xed, 0x01]), raw]))}`
  return { privateKey, iss }
}

/** Options of {@link createRelayJwt}; by default the claims the SDK sends, valid for an hour. */
export type RelayJwtOptions = {
  /** Sign with this key (same client identity across JWTs); a fresh one otherwise. */
  key?: RelayClientKey
  /** Lifetime, `exp − iat`, in seconds. */
  expiresInSeconds?: number
  /** `iat`, in seconds since the epoch (default: now). */
  iat?: number
  /** Claims to leave out, to test the relay's refusals. */
  omit?: ('iat' | 'exp')[]
}

/**
 * Test helper: a relay JWT signed like the WalletConnect clients sign theirs (EdDSA over Ed25519,
 * issuer `did:key:z…`), for raw WebSocket clients in tests.
 */
export function createRelayJwt(aud: string, options: RelayJwtOptions = {}): string {
  const key = options.key ?? createRelayClientKey()
  const iat = options.iat ?? Math.floor(Date.now() / 1000)
  const claims: Record<string, unknown> = {
    iss: key.iss,
    sub: 'test',
    aud,
    iat,
    exp: iat + (options.expiresInSeconds ?? 3600),
  }
  for (const name of options.omit ?? []) delete claims[name]
  const header = encode({ alg: 'EdDSA', typ: 'JWT' })
  const payload = encode(claims)
  const signature = sign(null, Buffer.from(`${header}.${payload}`), key.privateKey)
  return `${header}.${payload}.${signature.toString('base64url')}`
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

function encodeBase58(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`)
  let out = ''
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}
