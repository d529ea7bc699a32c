import type { AirlockError, ErrorCode } from '@airlock/shared-protocol'

const CODES: Partial<Record<ErrorCode, number>> = {
  USER_REJECTED: 4001,
  REQUEST_PENDING: -32002,
  WALLET_REQUEST_NOT_ALLOWED: 4200,
  // No wallet to sign or send with: unauthorized (4900 is the disconnect event's).
  CONNECTOR_NOT_FOUND: 4100,
  INVALID_PARAMS: -32602,
}

/**
 * The EIP-1193 form of an error: an Error with a numeric `code` (the wallet's own code when it
 * sent one, else the one matching the AirlockError's code, else -32603), the node's `data` of a
 * failed read (revert data) and the AirlockError as `cause`, so viem and ethers recognise
 * declined requests and reverts.
 */
export function toProviderRpcError(
  airlock: AirlockError,
): Error & { code: number; data?: unknown } {
  const { code: own, data } = (airlock.data ?? {}) as { code?: unknown; data?: unknown }
  return Object.assign(new Error(airlock.shortMessage, { cause: airlock }), {
    name: 'ProviderRpcError',
    code: typeof own === 'number' ? own : (CODES[airlock.code] ?? -32603),
    // A node's revert data, which ethers and viem decode into the contract's error.
    ...(data !== undefined && { data }),
  })
}
