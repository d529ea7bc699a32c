// Solana's size limit on a transaction, a protocol fact: a transaction travels in one packet of
// PACKET_DATA_SIZE bytes (IPv6's minimum MTU, 1280, less 48 bytes of headers), and a node refuses
// a larger one. A signer checks it before its user is asked: signing one would only get it refused.
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'

/**
 * The most bytes a Solana wire transaction (its signatures and message, legacy or version 0) may
 * have: PACKET_DATA_SIZE.
 */
export const SOLANA_TRANSACTION_MAX_BYTES = 1232

/**
 * Refuses a wire transaction past {@link SOLANA_TRANSACTION_MAX_BYTES}, naming `method` (the
 * dapp's, e.g. `solana:signTransaction`) and the transaction's size.
 *
 * @throws {AirlockError} `INVALID_PARAMS` (`data.code` -32602) when `transaction` is larger.
 */
export function assertSolanaTransactionSize(transaction: Uint8Array, method: string): void {
  if (transaction.length <= SOLANA_TRANSACTION_MAX_BYTES) return
  const bytes = (count: number) => count.toLocaleString('en-US')
  throw new AirlockError(
    ErrorCode.INVALID_PARAMS,
    `${method}: the transaction is ${bytes(transaction.length)} bytes, larger than Solana's ${bytes(SOLANA_TRANSACTION_MAX_BYTES)}-byte transaction limit.`,
    { data: { code: -32602 } },
  )
}
