// Who signs a Solana transaction message, read the same way by the modal and the wallet frame. And
// what a Solana `signMessage` must never sign: the bytes of a transaction its account signs, as the
// signature would approve that transaction. The modal and the wallet frame both refuse them, each
// with this check, so that neither one's bug or compromise gets a transaction signed as a message.
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'

/** The byte that opens a version 0 message: its high bit marks a versioned one. */
const VERSION_0_PREFIX = 0x80

/** An ed25519 public key, which is a Solana account's address. */
const KEY_BYTES = 32

/**
 * The keys of the required signers of `message`, a Solana transaction message (legacy or version
 * 0), in their signatures' order, as its header and the account keys at its start name them;
 * undefined when the bytes are not such a message or end before its signers' keys. Whatever
 * follows those keys is not read. The modal and the wallet frame both find an account's place
 * among the signers with it, so the two never disagree on whether it signs.
 *
 * @example
 * ```ts
 * const signers = solanaMessageSigners(message) ?? []
 * const slot = signers.findIndex((key) => key.every((byte, at) => byte === publicKey[at]))
 * ```
 */
export function solanaMessageSigners(message: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const first = message[0]
  if (first === undefined) return undefined
  // A legacy message opens with its signer count, which is below 128.
  if (first >= VERSION_0_PREFIX) {
    if (first !== VERSION_0_PREFIX) return undefined
    offset = 1
  }
  // Header: required signatures, read-only signed accounts, read-only unsigned accounts.
  const signers = message[offset] ?? 0
  offset += 3
  // The number of account keys, as a compact-u16 (7 bits a byte, low bits first).
  let keys = 0
  for (let shift = 0; ; shift += 7) {
    const byte = message[offset]
    if (byte === undefined || shift > 14) return undefined
    offset += 1
    keys |= (byte & 0x7f) << shift
    if (byte < 0x80) break
  }
  // The signers are the first keys: a message naming more signers than keys is malformed.
  if (signers > keys || offset + signers * KEY_BYTES > message.length) return undefined
  return Array.from({ length: signers }, (_, index) =>
    message.subarray(offset + index * KEY_BYTES, offset + (index + 1) * KEY_BYTES),
  )
}

/**
 * Whether `message`, the bytes a dapp asks to have signed as a message, is a Solana transaction
 * message (legacy or version 0) that `signer` (the account's 32-byte public key) is a required
 * signer of. Only the header and the signers' keys at its start are read
 * ({@link solanaMessageSigners}), so whatever follows them (a cut-off or padded transaction) makes
 * no difference.
 *
 * @example
 * ```ts
 * if (signsAsSolanaTransaction(message, publicKey)) {
 *   throw signsAsSolanaTransactionError('solana:signMessage')
 * }
 * ```
 */
export function signsAsSolanaTransaction(message: Uint8Array, signer: Uint8Array): boolean {
  if (signer.length !== KEY_BYTES) return false
  const signers = solanaMessageSigners(message) ?? []
  return signers.some((key) => key.every((byte, at) => byte === signer[at]))
}

/**
 * The refusal of a `method` (`solana:signMessage`, or the wallet frame's `solanaSignMessage`)
 * whose bytes {@link signsAsSolanaTransaction}: `INVALID_PARAMS`, `data.code` -32602.
 *
 * @example
 * ```ts
 * throw signsAsSolanaTransactionError('solana:signMessage')
 * ```
 */
export function signsAsSolanaTransactionError(method: string): AirlockError {
  return new AirlockError(
    ErrorCode.INVALID_PARAMS,
    `${method} refuses a Solana transaction of this account: signing it would approve the transaction.`,
    { data: { code: -32602 } },
  )
}
