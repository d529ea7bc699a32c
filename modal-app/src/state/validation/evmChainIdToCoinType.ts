import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { LIMITS } from '../constants.ts'
import { ERRORS } from '../errors/ERRORS.ts'

/**
 * Converts an EVM chain id to its ENSIP-11 coin type (spec §5); ids at or above 2^31 are invalid.
 *
 * @throws {AirlockError} `INVALID_PARAMS` with 'Invalid chainId'.
 */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= LIMITS.maxEvmChainIdForCoinType) {
    throw new AirlockError(ErrorCode.INVALID_PARAMS, ERRORS.send.invalidChainId)
  }
  return (LIMITS.maxEvmChainIdForCoinType | chainId) >>> 0
}
