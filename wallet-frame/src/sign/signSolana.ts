// Solana signatures with ed25519 over the exact bytes: a message, or a transaction's message
// part placed in the wallet's signature slot. The key is a parameter, never kept.

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import {
  signsAsSolanaTransaction,
  signsAsSolanaTransactionError,
  solanaMessageSigners,
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
 * Signs a wire-format transaction (legacy or version 0): finds the wallet among the message's
 * required signers and writes its signature in that slot; other signatures stay as they are.
 */
export function signSolanaTransaction(privateKey: Uint8Array, transaction: Uint8Array): Uint8Array {
  const [signatureCount, signaturesStart] = readShortVec(transaction, 0)
  const messageStart = signaturesStart + 64 * signatureCount
  if (messageStart >= transaction.length) throw invalid('it has no message')
  // Read as the modal reads it before the visitor is asked (solanaMessageSigners).
  const signers = solanaMessageSigners(transaction.subarray(messageStart))
  if (!signers) throw invalid('its message is cut short or of a version other than legacy and 0')
  if (signers.length !== signatureCount) {
    throw invalid('its signature count does not match its message')
  }
  const publicKey = ed25519.getPublicKey(privateKey)
  const slot = signers.findIndex((key) => key.every((byte, at) => byte === publicKey[at]))
  if (slot < 0) throw invalid('the wallet is not one of its signers')
  const signed = transaction.slice()
  signed.set(
    ed25519.sign(transaction.subarray(messageStart), privateKey),
    signaturesStart + 64 * slot,
  )
  return signed
}
