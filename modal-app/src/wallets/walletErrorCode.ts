import { AirlockError, ErrorCode } from '@airlock/shared-protocol'

/**
 * The EIP-1193 code behind a failed wallet request: `data.code` of an {@link AirlockError} (as the
 * host SDK forwards it), or `code` of a plain provider error; 4001 and -32002 are also derived
 * from `USER_REJECTED` and `REQUEST_PENDING`. Undefined when none is known.
 */
export function walletErrorCode(error: unknown): number | undefined {
  if (error instanceof AirlockError) {
    const data: unknown = error.data
    if (data && typeof data === 'object' && typeof (data as { code?: unknown }).code === 'number') {
      return (data as { code: number }).code
    }
    if (error.code === ErrorCode.USER_REJECTED) return 4001
    if (error.code === ErrorCode.REQUEST_PENDING) return -32002
    return undefined
  }
  if (error && typeof error === 'object') {
    const code: unknown = (error as { code?: unknown }).code
    if (typeof code === 'number') return code
  }
  return undefined
}
