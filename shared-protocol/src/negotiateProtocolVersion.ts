import { AirlockError } from './errors/AirlockError.ts'
import { ErrorCode } from './errors/ErrorCode.ts'

/**
 * Picks the highest protocol version both sides support.
 *
 * @throws {AirlockError} `PROTOCOL_MISMATCH` when the two lists share no version.
 */
export function negotiateProtocolVersion(
  ours: readonly number[],
  theirs: readonly number[],
): number {
  const version = Math.max(...ours.filter((candidate) => theirs.includes(candidate)))
  if (version > 0) return version
  throw new AirlockError(
    ErrorCode.PROTOCOL_MISMATCH,
    `The host SDK speaks protocol ${ours.join(', ') || 'none'}, the modal ${theirs.join(', ') || 'none'}: they share no version.`,
  )
}
