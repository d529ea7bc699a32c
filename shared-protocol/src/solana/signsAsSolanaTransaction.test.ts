import { describe, expect, test } from 'vitest'
import { serializeError } from '../errors/serializeError.ts'
import {
  signsAsSolanaTransaction,
  signsAsSolanaTransactionError,
  solanaMessageSigners,
} from './signsAsSolanaTransaction.ts'

/** A distinct 32-byte key per `seed`. */
const key = (seed: number) => new Uint8Array(32).fill(seed)

const SIGNER = key(7)

/**
 * A transaction message built by hand from the wire layout (no Solana library here): header,
 * compact-u16 key count, keys, blockhash, no instructions (and no lookups for version 0).
 */
function messageOf(version: 0 | 'legacy', signers: number, keys: Uint8Array[]): Uint8Array {
  const count = keys.length < 0x80 ? [keys.length] : [(keys.length & 0x7f) | 0x80, keys.length >> 7]
  return new Uint8Array([
    ...(version === 0 ? [0x80] : []),
    signers,
    0,
    1,
    ...count,
    ...keys.flatMap((k) => [...k]),
    ...key(9),
    0,
    ...(version === 0 ? [0] : []),
  ])
}

describe('solanaMessageSigners', () => {
  test.each([0, 'legacy'] as const)(
    'default: the required signers of a version %s message, in order, not the other keys',
    (version) => {
      expect(solanaMessageSigners(messageOf(version, 2, [key(1), SIGNER, key(2)]))).toEqual([
        key(1),
        SIGNER,
      ])
    },
  )

  test('error: a header naming more signers than keys, or signers cut off, is no message', () => {
    expect(solanaMessageSigners(messageOf(0, 3, [SIGNER, key(1)]))).toBeUndefined()
    const message = messageOf('legacy', 2, [SIGNER, key(1)])
    expect(solanaMessageSigners(message.slice(0, 3 + 1 + 32 + 31))).toBeUndefined()
  })
})

describe('signsAsSolanaTransaction', () => {
  test.each([0, 'legacy'] as const)(
    'default: a version %s message the signer pays for',
    (version) => {
      expect(signsAsSolanaTransaction(messageOf(version, 1, [SIGNER, key(1)]), SIGNER)).toBe(true)
    },
  )

  test('behavior: the signer second of two, among 130 keys (a two-byte key count)', () => {
    const keys = Array.from({ length: 130 }, (_, index) => (index === 1 ? SIGNER : key(1)))
    expect(signsAsSolanaTransaction(messageOf(0, 2, keys), SIGNER)).toBe(true)
    expect(signsAsSolanaTransaction(messageOf('legacy', 2, keys), SIGNER)).toBe(true)
  })

  test('behavior: an account of the transaction that does not sign it', () => {
    expect(signsAsSolanaTransaction(messageOf(0, 1, [key(1), SIGNER]), SIGNER)).toBe(false)
  })

  test('behavior: bytes after the signer’s key do not matter (the signature covers them all)', () => {
    const message = messageOf(0, 1, [SIGNER, key(1)])
    expect(signsAsSolanaTransaction(message.slice(0, 1 + 3 + 1 + 32), SIGNER)).toBe(true)
    expect(signsAsSolanaTransaction(new Uint8Array([...message, 1, 2, 3]), SIGNER)).toBe(true)
  })

  test('behavior: texts, empty and cut-off bytes, other versions are not transactions', () => {
    const message = messageOf(0, 1, [SIGNER])
    for (const bytes of [
      new TextEncoder().encode('Sign in to shop.example'),
      new Uint8Array(),
      message.slice(0, 1 + 3 + 1 + 31),
      new Uint8Array([0x81, ...message.slice(1)]),
    ]) {
      expect(signsAsSolanaTransaction(bytes, SIGNER)).toBe(false)
    }
  })

  test('error: a signer that is not a 32-byte key signs nothing (an empty one would match all)', () => {
    const message = messageOf(0, 1, [SIGNER])
    expect(signsAsSolanaTransaction(message, new Uint8Array())).toBe(false)
    expect(signsAsSolanaTransaction(message, SIGNER.slice(0, 31))).toBe(false)
  })
})

test('error: the refusal names the method and says why, as JSON-RPC invalid params', () => {
  expect(
    serializeError(signsAsSolanaTransactionError('solana:signMessage')),
  ).toMatchInlineSnapshot(`
    {
      "code": "INVALID_PARAMS",
      "data": {
        "code": -32602,
      },
      "message": "solana:signMessage refuses a Solana transaction of this account: signing it would approve the transaction.",
    }
  `)
})
