import { expect, test } from 'vitest'
import { serializeError } from '../errors/serializeError.ts'
import {
  assertSolanaTransactionSize,
  SOLANA_TRANSACTION_MAX_BYTES,
} from './solanaTransactionSize.ts'

test('default: a transaction of exactly the limit passes', () => {
  expect(SOLANA_TRANSACTION_MAX_BYTES).toBe(1232)
  expect(() =>
    assertSolanaTransactionSize(
      new Uint8Array(SOLANA_TRANSACTION_MAX_BYTES),
      'solana:signTransaction',
    ),
  ).not.toThrow()
})

test('error: one byte more is INVALID_PARAMS naming the method, the size and the limit', () => {
  let refusal: unknown
  try {
    assertSolanaTransactionSize(new Uint8Array(1233), 'solana:signTransaction')
  } catch (error) {
    refusal = error
  }
  expect(serializeError(refusal)).toMatchInlineSnapshot(`
    {
      "code": "INVALID_PARAMS",
      "data": {
        "code": -32602,
      },
      "message": "solana:signTransaction: the transaction is 1,233 bytes, larger than Solana's 1,232-byte transaction limit.",
    }
  `)
})
