import type { AirlockError, ErrorCode } from '@airlock/shared-protocol'

const CODES: Partial<Record<ErrorCode, number>> = {
  USER_REJECTED: 4001,
  REQUEST_PENDING: -32002,
  WALLET_REQUEST_NOT_ALLOWED: 4200,
  CONNECTOR_NOT_FOUND: 4900,
  INVALID_PARAMS: -32602,
}

/**
 * The EIP-1193 form of an error: an Error with a numeric `code` (the wallet's own code when it
 * sent one, else the one matching the AirlockError's code, else -32603) and the AirlockError as
 * `cause`, so viem and ethers recognise declined requests.
 *
 * @example
 * ```ts
 * toProviderRpcError(new AirlockError(ErrorCode.USER_REJECTED, 'Declined')).code // 4001
 * ```
 */
export function toProviderRpcError(airlock: AirlockError): Error & { code: number } {
  const own = (airlock.data as { code?: unknown } | undefined)?.code
  return Object.assign(new Error(airlock.shortMessage, { cause: airlock }), {
    name: 'ProviderRpcError',
    code: typeof own === 'number' ? own : (CODES[airlock.code] ?? -32603),
  })
}
