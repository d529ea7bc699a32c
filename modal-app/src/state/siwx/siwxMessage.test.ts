import { describe, expect, test } from 'vitest'
import { createSiwxMessage } from './createSiwxMessage.ts'
import { createSiwxNonce } from './createSiwxNonce.ts'
import { formatSiwxMessage } from './formatSiwxMessage.ts'

const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const now = Date.UTC(2025, 0, 2, 3, 4, 5)

describe('§3 SIWX message', () => {
  test('§3 SIWX message: domain is the verified origin host, uri the origin, version 1', () => {
    const message = createSiwxMessage({
      hostOrigin: 'https://shop.example:8443',
      chainId: 'eip155:1',
      accountAddress: address,
      nonce: 'n0nce1234',
      now,
      expiresAfterSeconds: 60,
      notBefore: now,
      requestId: 'req-1',
      resources: ['https://shop.example/terms'],
      statement: 'Sign in to the shop',
    })
    expect(message).toEqual({
      domain: 'shop.example:8443',
      uri: 'https://shop.example:8443',
      chainId: 'eip155:1',
      accountAddress: address,
      nonce: 'n0nce1234',
      version: '1',
      issuedAt: '2025-01-02T03:04:05.000Z',
      expirationTime: '2025-01-02T03:05:05.000Z',
      notBefore: '2025-01-02T03:04:05.000Z',
      requestId: 'req-1',
      resources: ['https://shop.example/terms'],
      statement: 'Sign in to the shop',
    })
  })

  test('§3 SIWX message: the EIP-4361 text on eip155, every optional line', () => {
    const text = formatSiwxMessage(
      createSiwxMessage({
        hostOrigin: 'https://shop.example',
        chainId: 'eip155:137',
        accountAddress: address,
        nonce: 'abc12345',
        now,
        expiresAfterSeconds: 60,
        requestId: 'req-1',
        resources: ['ipfs://a', 'https://b.example'],
        statement: 'Sign in to the shop',
      }),
    )
    expect(text).toMatchInlineSnapshot(`
      "shop.example wants you to sign in with your Ethereum account:
      0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb

      Sign in to the shop

      URI: https://shop.example
      Version: 1
      Chain ID: 137
      Nonce: abc12345
      Issued At: 2025-01-02T03:04:05.000Z
      Expiration Time: 2025-01-02T03:05:05.000Z
      Request ID: req-1
      Resources:
      - ipfs://a
      - https://b.example"
    `)
  })

  test('§3 SIWX message: the CAIP-122 text elsewhere, without a statement', () => {
    const text = formatSiwxMessage(
      createSiwxMessage({
        hostOrigin: 'http://127.0.0.1:4300',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        nonce: 'abc12345',
        now,
      }),
    )
    expect(text).toMatchInlineSnapshot(`
      "127.0.0.1:4300 wants you to sign in with your Solana account:
      7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv


      URI: http://127.0.0.1:4300
      Version: 1
      Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp
      Nonce: abc12345
      Issued At: 2025-01-02T03:04:05.000Z
      Expiration Time: 2025-01-03T03:04:05.000Z"
    `)
  })

  test('§3 SIWX nonce: 32 hex digits from the random source, fresh each time', () => {
    expect(createSiwxNonce((bytes) => bytes.fill(0xab))).toBe('ab'.repeat(16))
    const first = createSiwxNonce()
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(createSiwxNonce()).not.toBe(first)
  })
})
