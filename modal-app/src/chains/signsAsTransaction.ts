import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { address, getAddressEncoder } from '@solana/kit'

/** The byte that opens a version 0 message: its high bit marks a versioned one. */
const VERSION_0_PREFIX = 0x80

const KEY_BYTES = 32

/**
 * Whether `message`, the bytes a dapp asks to have signed with `solana:signMessage`, is a Solana
 * transaction message (legacy or version 0) that `signer` is a required signer of: a signature
 * over them would approve that transaction. Only the header and the signers' keys at its start are
 * read, so whatever follows them (a cut-off or padded transaction) makes no difference.
 */
export function signsAsTransaction(message: Uint8Array, signer: string): boolean {
  let key: Uint8Array
  try {
    key = new Uint8Array(getAddressEncoder().encode(address(signer)))
  } catch {
    return false
  }
  let offset = 0
  const first = message[0]
  if (first === undefined) return false
  // A legacy message opens with its signer count, which is below 128.
  if (first >= VERSION_0_PREFIX) {
    if (first !== VERSION_0_PREFIX) return false
    offset = 1
  }
  // Header: required signatures, read-only signed accounts, read-only unsigned accounts.
  const signers = message[offset] ?? 0
  offset += 3
  // The number of account keys, as a compact-u16 (7 bits a byte, low bits first).
  let keys = 0
  for (let shift = 0; ; shift += 7) {
    const byte = message[offset]
    if (byte === undefined || shift > 14) return false
    offset += 1
    keys |= (byte & 0x7f) << shift
    if (byte < 0x80) break
  }
  for (let index = 0; index < Math.min(signers, keys); index += 1) {
    const start = offset + index * KEY_BYTES
    if (start + KEY_BYTES > message.length) return false
    if (key.every((byte, at) => message[start + at] === byte)) return true
  }
  return false
}

/** The refusal of a `method` (`solana:signMessage`) whose bytes {@link signsAsTransaction}. */
export function signsAsTransactionError(method: string): AirlockError {
  return new AirlockError(
    ErrorCode.INVALID_PARAMS,
    `${method} refuses a Solana transaction of this account: signing it would approve the transaction.`,
    { data: { code: -32602 } },
  )
}
