import { solanaTransferTransaction } from '@airlock/testkit/solanaTransfer'
import { getBase64Encoder, getTransactionDecoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { signsAsTransaction } from './signsAsTransaction.ts'

const SIGNER = 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj'
const RECIPIENT = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

/** The message bytes of a transfer from SIGNER: what its signature is made over. */
function transferMessage(version: 0 | 'legacy'): Uint8Array {
  const wire = solanaTransferTransaction({ from: SIGNER, to: RECIPIENT, lamports: 1n, version })
  return new Uint8Array(
    getTransactionDecoder().decode(getBase64Encoder().encode(wire)).messageBytes,
  )
}

describe('signsAsTransaction', () => {
  test.each([0, 'legacy'] as const)(
    'default: a version %s transaction message the account signs',
    (version) => {
      expect(signsAsTransaction(transferMessage(version), SIGNER)).toBe(true)
    },
  )

  test('behavior: a transaction the account is in but does not sign (the recipient)', () => {
    for (const version of [0, 'legacy'] as const) {
      expect(signsAsTransaction(transferMessage(version), RECIPIENT)).toBe(false)
    }
  })

  test('error: a signer that is not an address signs nothing', () => {
    expect(signsAsTransaction(transferMessage(0), 'not an address')).toBe(false)
  })
})
