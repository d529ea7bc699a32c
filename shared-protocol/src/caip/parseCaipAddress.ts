import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import type { Namespace } from './NAMESPACES.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

// CAIP-10: account address is 1–128 of [-.%a-zA-Z0-9].
const addressPattern = /^[-.%a-zA-Z0-9]{1,128}$/
/** The longest well-formed CAIP-10 id; anything longer is refused before it is split. */
const maxLength = 8 + 1 + 32 + 1 + 128

/** The parts of a CAIP-10 account id. */
export type ParsedCaipAddress = {
  namespace: Namespace
  reference: string
  caipNetworkId: `${Namespace}:${string}`
  address: string
}

/**
 * Splits a CAIP-10 account id (spec §5: three non-empty colon-separated parts with a known
 * namespace) and checks each part: the first two as {@link parseCaipNetworkId} does, the address
 * as 1–128 of `[-.%a-zA-Z0-9]`.
 *
 * @throws {AirlockError} `INVALID_CAIP` for a malformed id (or a non-string), `UNKNOWN_NETWORK`
 * for a well-formed namespace Airlock does not know.
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (typeof value !== 'string') {
    throw new AirlockError(
      ErrorCode.INVALID_CAIP,
      'An account id must be a string like "eip155:1:0x…".',
    )
  }
  const parts = value.length > maxLength ? [] : value.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address) {
    throw new AirlockError(
      ErrorCode.INVALID_CAIP,
      `"${value.slice(0, 80)}" is not a CAIP-10 account id.`,
      {
        details: 'Expected three non-empty parts "<namespace>:<reference>:<address>".',
      },
    )
  }
  const network = parseCaipNetworkId(`${namespace}:${reference}`)
  if (!addressPattern.test(address)) {
    throw new AirlockError(
      ErrorCode.INVALID_CAIP,
      `"${address.slice(0, 80)}" is not a valid account address.`,
    )
  }
  return { ...network, caipNetworkId: `${network.namespace}:${network.reference}`, address }
}
