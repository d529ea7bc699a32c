import { type Address, getAddress } from 'viem'
import { API_ERROR, ApiError } from './ApiError.ts'
import { requireProjectId } from './http.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

/** What {@link readAccountQuery} returns. */
export type AccountQuery = {
  /**
   * The account, checksummed (EIP-55) whatever case it was asked in.
   */
  address: Address
  /**
   * The network `chainId` names.
   */
  network: ReferenceApiNetwork
}

/**
 * Reads and checks what every `/v1/account/{address}/…` route is asked: the `{address}` path
 * segment (still percent-encoded, as the path holds it), then the `projectId` and `chainId` query
 * parameters, the latter among `networks`. Checked in that order, so a request with several
 * mistakes hears about the first.
 *
 * @throws ApiError 400 `INVALID_ADDRESS` when the segment is not 0x and 40 hexadecimal digits;
 *   400 `MISSING_PARAMETER` without `projectId` or `chainId`; 404 `UNKNOWN_NETWORK` for a
 *   `chainId` not among `networks`. Each message names what to send instead.
 */
export function readAccountQuery(
  url: URL,
  rawAddress: string,
  networks: readonly ReferenceApiNetwork[],
): AccountQuery {
  let address = rawAddress
  try {
    address = decodeURIComponent(rawAddress)
  } catch {
    // Malformed percent-encoding: reported below as not an address, as it is written.
  }
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_ADDRESS,
      `'${address.slice(0, 100)}' is not an EVM address: expected 0x followed by 40 hexadecimal digits.`,
    )
  }
  requireProjectId(url)
  const known = networks.map((network) => network.caipNetworkId).join(', ') || 'none'
  const chainId = url.searchParams.get('chainId')?.trim()
  if (!chainId) {
    throw new ApiError(
      400,
      API_ERROR.MISSING_PARAMETER,
      `The chainId query parameter is missing: add &chainId=<CAIP-2 id>, one of ${known}.`,
    )
  }
  const network = networks.find((entry) => entry.caipNetworkId === chainId)
  if (!network) {
    throw new ApiError(
      404,
      API_ERROR.UNKNOWN_NETWORK,
      `This API does not index the network '${chainId.slice(0, 100)}'. It indexes: ${known}.`,
    )
  }
  // Any case is accepted, as wallets and explorers write addresses either way; lower-cased first
  // because a mixed-case address with a wrong checksum would otherwise make viem throw later.
  return { address: getAddress(address.toLowerCase()), network }
}
