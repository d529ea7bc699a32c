import { AirlockError } from './errors/AirlockError.ts'
import { ErrorCode } from './errors/ErrorCode.ts'

/**
 * Picks the highest protocol version both sides support.
 *
 * @throws {AirlockError} `PROTOCOL_MISMATCH` when the two lists share no version.
 * @example
 * ```ts
 * negotiateProtocolVersion([1, 2], [1]) // 1
 * ```
 */
export function negotiateProtocolVersion(
  ours: readonly number[],
  theirs: readonly number[],
): number {
  const common = ours.filter((version) => theirs.includes(version))
  if (common.length === 0) {
    throw new AirlockError(
      ErrorCode.PROTOCOL_MISMATCH,
      'The host SDK and the modal share no protocol version.',
      {
        details: `host supports ${ours.join(', ') || 'none'}; modal supports ${theirs.join(', ') || 'none'}`,
      },
    )
  }
  return Math.max(...common)
}
