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
