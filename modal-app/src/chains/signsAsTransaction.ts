import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { signsAsSolanaTransaction } from '@airlock/shared-protocol/solanaMessage'
import { address, getAddressEncoder } from '@solana/kit'

/**
 * {@link signsAsSolanaTransaction} for a signer the modal knows by its address (a connected
 * account): whether a signature of `message` by it would approve a Solana transaction. A signer
 * that is not an address signs no transaction.
 */
export function signsAsTransaction(message: Uint8Array, signer: string): boolean {
  let key: Uint8Array
  try {
    key = new Uint8Array(getAddressEncoder().encode(address(signer)))
  } catch {
    return false
  }
  return signsAsSolanaTransaction(message, key)
}

/**
 * Refuses, before any wallet is asked, a transaction (its `messageBytes`) that `signer`, the
 * connected account, is no required signer of: its wallet could only refuse it after the prompt.
 *
 * @throws {AirlockError} `INVALID_PARAMS` (`data.code` -32602) naming the account.
 */
export function assertSignerOf(messageBytes: Uint8Array, signer: string, method: string): void {
  if (signsAsTransaction(messageBytes, signer)) return
  throw new AirlockError(
    ErrorCode.INVALID_PARAMS,
    `${method}: the connected account ${signer} is not a signer of this transaction.`,
    { data: { code: -32602 } },
  )
}
