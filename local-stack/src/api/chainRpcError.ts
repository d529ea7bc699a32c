import { BaseError, HttpRequestError, TimeoutError } from 'viem'
import { API_ERROR, ApiError } from './ApiError.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

/**
 * A failed RPC call as the API's 502, naming the chain, its RPC and what could not be read:
 * `CHAIN_UNREACHABLE` when the RPC cannot be reached or does not answer in time, else
 * `CHAIN_ERROR` with viem's short message (and `call`, the call that failed, when given).
 */
export function chainRpcError(
  network: ReferenceApiNetwork,
  error: unknown,
  reading: 'history' | 'balances' | 'swap pools' | 'NFTs',
  call?: string | undefined,
): ApiError {
  const where = `The RPC of ${network.caipNetworkId} (${network.rpcUrl})`
  // viem wraps a transport failure in the action's own error (readContract's
  // ContractFunctionExecutionError), so the cause chain is searched, not only the error.
  const unreachable =
    error instanceof BaseError
      ? error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError)
      : null
  if (unreachable) {
    return new ApiError(
      502,
      API_ERROR.CHAIN_UNREACHABLE,
      `${where} cannot be reached, so its ${reading} cannot be read. Is the chain running?`,
      { cause: error },
    )
  }
  const detail =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error)
  return new ApiError(
    502,
    API_ERROR.CHAIN_ERROR,
    `${where} failed while reading its ${reading}${call ? ` (${call})` : ''}: ${detail}`,
    { cause: error },
  )
}
