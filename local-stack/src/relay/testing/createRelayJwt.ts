import { generateKeyPairSync, sign } from 'node:crypto'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Test helper: a relay JWT signed like the WalletConnect clients sign theirs (EdDSA over Ed25519,
 * issuer `did:key:z…`), for raw WebSocket clients in tests.
 *
 * @example
 * ```ts
 * new WebSocket(`${relay.url}/?auth=${createRelayJwt(relay.url)}`)
 * ```
 */
export function createRelayJwt(aud: string, expiresInSeconds = 3600): string {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const spki = publicKey.export({ format: 'der', type: 'spki' })
  const raw = spki.subarray(spki.length - 32)
  const iss = `did:key:z${encodeBase58(Buffer.concat([Buffer.from([0xed, 0x01]), raw]))}`
  const iat = Math.floor(Date.now() / 1000)
  const header = encode({ alg: 'EdDSA', typ: 'JWT' })
  const payload = encode({ iss, sub: 'test', aud, iat, exp: iat + expiresInSeconds })
  const signature = sign(null, Buffer.from(`${header}.${payload}`), privateKey)
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
