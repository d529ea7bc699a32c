import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { base64ToBytes, bytesToBase64, isStandardBase64 } from '@airlock/shared-protocol/base64'
import { signsAsSolanaTransactionError } from '@airlock/shared-protocol/solanaMessage'
import { readSendOptions } from '@airlock/shared-protocol/solanaSendOptions'
import { assertSolanaTransactionSize } from '@airlock/shared-protocol/solanaTransactionSize'
import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'
import {
  ED25519_SIGNATURE_BYTES,
  MAX_ENCODED_SIGNATURE_LENGTH,
} from '../chains/ed25519Signature.ts'
import { readBase64Param } from '../chains/readBase64Param.ts'
import { assertSignerOf, signsAsTransaction } from '../chains/signsAsTransaction.ts'

/** Sends one JSON-RPC request through the WalletConnect session. */
type SessionRequest = (method: string, params: unknown) => Promise<unknown>

/** A Solana request in the host wallets' shape (base64 bytes, wallet-standard's method names). */
export type SolanaWalletRequest = { method: string; params?: unknown }

/**
 * A Solana request of the host wallets' shape (the dapp's `getProvider('solana')`, the modal's
 * Send) sent to a WalletConnect wallet, which knows other names and encodings, and its answer
 * put back in the host wallets' shape:
 *
 * | host wallets | WalletConnect |
 * |---|---|
 * | `solana:signMessage { message }` → `{ signedMessage, signature }` (base64) | `solana_signMessage { message, pubkey }` → `{ signature }` (base58) |
 * | `solana:signTransaction { transaction }` → `{ signedTransaction }` | `solana_signTransaction { transaction }` → `{ signature, transaction? }` |
 * | `solana:signAndSendTransaction { transaction, options }` → `{ signature }` (base64) | `solana_signAndSendTransaction { transaction, sendOptions }` → `{ signature }` (base58) |
 *
 * The signed transaction a wallet answers `solana_signTransaction` with is taken when it is
 * standard base64, padded or not, of a Solana transaction with the very message the dapp asked to
 * sign (a wallet adds its signature, never changes what is signed), and passed on padded (the form
 * every answer has); a wallet that answers its signature only, or a transaction in any other text
 * or bytes, gets its signature written into the transaction at `signer`'s place. Other methods
 * pass on as they are.
 *
 * A `solana:signMessage` whose bytes are a transaction `signer` signs is refused before the
 * wallet sees it: the signature would approve that transaction. So is a transaction larger than
 * Solana's 1,232 bytes, which no node would take once the visitor signed it on their phone, or
 * one `signer` is no signer of, which the wallet could only refuse.
 *
 * @throws {AirlockError} `INVALID_PARAMS` (`data.code` -32602) for a request without its base64
 *   bytes (empty ones included, see `readBase64Param`), a message that is a transaction of
 *   `signer`, or a transaction that is not a Solana transaction, is larger than Solana's 1,232
 *   bytes or is not `signer`'s to sign (all before the wallet is asked); `INTERNAL` when the
 *   wallet's answer holds no 64-byte signature, is a transaction of another message or one without
 *   `signer`'s signature; the session's errors otherwise.
 */
export async function toWalletConnectSolana(
  request: SessionRequest,
  { method, params }: SolanaWalletRequest,
  signer: string,
): Promise<unknown> {
  const input = (params ?? {}) as { message?: unknown; transaction?: unknown; options?: unknown }
  if (method === 'solana:signMessage') {
    const message = readBase64Param(input.message, method, 'message')
    if (signsAsTransaction(message.bytes, signer)) throw signsAsSolanaTransactionError(method)
    const answer = await request('solana_signMessage', {
      message: getBase58Decoder().decode(message.bytes),
      pubkey: signer,
    })
    return { signedMessage: message.text, signature: toBase64(signatureOf(answer)) }
  }
  if (method === 'solana:signTransaction') {
    // Decoded first: the wallet's answer is checked against its message.
    const { transaction, asked } = readTransaction(input.transaction, method, signer)
    const answer = await request('solana_signTransaction', { transaction: transaction.text })
    const signed = readAnsweredBase64((answer as { transaction?: unknown } | null)?.transaction)
    const decoded = signed === undefined ? undefined : decodeTransaction(base64ToBytes(signed))
    if (signed && decoded) {
      assertSameMessage(decoded, asked)
      assertSignedBy(decoded, signer)
      return { signedTransaction: signed }
    }
    return { signedTransaction: withSignature(asked, signer, signatureOf(answer)) }
  }
  if (method === 'solana:signAndSendTransaction') {
    const { transaction } = readTransaction(input.transaction, method, signer)
    const sendOptions = readSendOptions(input.options)
    const answer = await request('solana_signAndSendTransaction', {
      transaction: transaction.text,
      ...(sendOptions && { sendOptions }),
    })
    return { signature: toBase64(signatureOf(answer)) }
  }
  return request(method, params)
}

/**
 * The dapp's transaction, refused before the wallet sees it when it is not base64 of a Solana
 * transaction within Solana's 1,232 bytes that `signer` is a required signer of: the visitor's
 * wallet could only refuse it, or the node after the visitor signed it.
 */
function readTransaction(given: unknown, method: string, signer: string) {
  const transaction = readBase64Param(given, method, 'transaction')
  assertSolanaTransactionSize(transaction.bytes, method)
  const asked = decodeTransaction(transaction.bytes)
  if (!asked) {
    throw new AirlockError(ErrorCode.INVALID_PARAMS, `${method}: not a Solana transaction.`, {
      data: { code: -32602 },
    })
  }
  assertSignerOf(new Uint8Array(asked.messageBytes), signer, method)
  return { transaction, asked }
}

/**
 * The wallet's base64 answer, padded; undefined unless it is standard base64 of some bytes with
 * its padding or none. Wallets encode with their platform's base64, and some drop the padding;
 * a padding cut short, spaces, the URL-safe alphabet or other text is not read as bytes.
 */
function readAnsweredBase64(text: unknown): string | undefined {
  if (typeof text !== 'string' || text === '') return undefined
  const padded = text.includes('=') ? text : text + '='.repeat((4 - (text.length % 4)) % 4)
  if (!isStandardBase64(padded)) return undefined
  // Decoded and encoded again: unpadded text may end in bits the padded form has as zeros.
  return bytesToBase64(base64ToBytes(padded))
}

/** The 64 bytes of the wallet's base58 `signature`. */
function signatureOf(answer: unknown): Uint8Array {
  const signature = (answer as { signature?: unknown } | null)?.signature
  if (typeof signature === 'string' && signature.length > MAX_ENCODED_SIGNATURE_LENGTH) {
    throw new AirlockError(ErrorCode.INTERNAL, 'The wallet did not return a signature.', {
      details: `Its signature is ${signature.length} characters long; a base58 ed25519 signature has at most ${MAX_ENCODED_SIGNATURE_LENGTH}.`,
    })
  }
  let bytes: Uint8Array | undefined
  try {
    if (typeof signature === 'string') bytes = new Uint8Array(getBase58Encoder().encode(signature))
  } catch {
    bytes = undefined
  }
  if (bytes?.length !== ED25519_SIGNATURE_BYTES) {
    throw new AirlockError(ErrorCode.INTERNAL, 'The wallet did not return a signature.')
  }
  return bytes
}

function toBase64(bytes: Uint8Array): string {
  return getBase64Decoder().decode(bytes)
}

/** The wire transaction `bytes` decodes to; undefined when they are not one. */
function decodeTransaction(bytes: Uint8Array): Transaction | undefined {
  try {
    return getTransactionDecoder().decode(bytes)
  } catch {
    return undefined
  }
}

/**
 * Refuses a signed transaction whose message is not the one the dapp asked to sign: the wallet's
 * signature would approve what the dapp never showed, and the dapp would send it.
 */
function assertSameMessage(signed: Transaction, asked: Transaction): void {
  const a = signed.messageBytes
  const b = asked.messageBytes
  if (a.length === b.length && a.every((byte, index) => byte === b[index])) return
  throw new AirlockError(
    ErrorCode.INTERNAL,
    'The wallet changed the transaction it was asked to sign.',
    {
      details:
        'Its signed transaction has another message: a wallet may add its signature, not change what is signed.',
    },
  )
}

/**
 * Refuses a transaction answered without the signer's signature (its slot left empty): the dapp
 * would take it as signed and learn otherwise only from the node's refusal when it sends it.
 */
function assertSignedBy(signed: Transaction, signer: string): void {
  if (signed.signatures[signer as Address]) return
  throw new AirlockError(ErrorCode.INTERNAL, 'The wallet did not sign the transaction.', {
    details: `Its answer has no signature of ${signer}.`,
  })
}

/** The transaction with `signature` in `signer`'s place, base64 wire bytes. */
function withSignature(decoded: Transaction, signer: string, signature: Uint8Array): string {
  // `signer` is among its signers: readTransaction refused the transaction otherwise.
  const signatures = { ...decoded.signatures, [signer as Address]: signature as SignatureBytes }
  return toBase64(new Uint8Array(getTransactionEncoder().encode({ ...decoded, signatures })))
}
