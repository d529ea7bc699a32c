// Solana signatures with ed25519 over the exact bytes: a message, or a transaction's message
// part placed in the wallet's signature slot. The key is a parameter, never kept.

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import {
  signsAsSolanaTransaction,
  signsAsSolanaTransactionError,
} from '@airlock/shared-protocol/solanaMessage'
import { ed25519 } from '@noble/curves/ed25519'

/**
 * An ed25519 signature of `message` (64 bytes). Bytes that are a transaction the wallet signs are
 * refused here too, not only in the modal: the key's origin trusts no check made outside it.
 */
export function signSolanaMessage(privateKey: Uint8Array, message: Uint8Array): Uint8Array {
  if (signsAsSolanaTransaction(message, ed25519.getPublicKey(privateKey))) {
    throw signsAsSolanaTransactionError('solanaSignMessage')
  }
  return ed25519.sign(message, privateKey)
}

const invalid = (why: string) =>
  new AirlockError(
    ErrorCode.INVALID_PARAMS,
    `Not a Solana transaction this wallet can sign: ${why}.`,
  )

/** Reads a compact-u16 ("shortvec") at `offset`: its value and the offset after it. */
function readShortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let index = 0; index < 3; index++) {
    const byte = bytes[offset + index]
    if (byte === undefined) throw invalid('it ends early')
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return [value, offset + index + 1]
  }
  throw invalid('a length is malformed')
}

/**
 * Signs a wire-format transaction (legacy or versioned): finds the wallet among the message's
 * required signers and writes its signature in that slot; other signatures stay as they are.
 */
export function signSolanaTransaction(privateKey: Uint8Array, transaction: Uint8Array): Uint8Array {
  const [signatureCount, signaturesStart] = readShortVec(transaction, 0)
  const messageStart = signaturesStart + 64 * signatureCount
  let offset = messageStart
  const first = transaction[offset]
  if (first === undefined) throw invalid('it has no message')
  // Versioned messages start with 0x80 | version; legacy ones with the signer count.
  if (first & 0x80) offset++
  const requiredSigners = transaction[offset]
  if (requiredSigners === undefined || requiredSigners !== signatureCount) {
    throw invalid('its signature count does not match its message')
  }
  const [keyCount, keysStart] = readShortVec(transaction, offset + 3)
  if (keysStart + 32 * keyCount > transaction.length) throw invalid('it ends early')
  const publicKey = ed25519.getPublicKey(privateKey)
  let slot = -1
  for (let index = 0; index < Math.min(requiredSigners, keyCount); index++) {
    const key = transaction.subarray(keysStart + 32 * index, keysStart + 32 * (index + 1))
    if (key.every((byte, at) => byte === publicKey[at])) slot = index
  }
  if (slot < 0) throw invalid('the wallet is not one of its signers')
  const signed = transaction.slice()
  signed.set(
    ed25519.sign(transaction.subarray(messageStart), privateKey),
    signaturesStart + 64 * slot,
  )
  return signed
}
