import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { isNamespace } from './isNamespace.ts'
import type { Namespace } from './NAMESPACES.ts'

// CAIP-2: reference is 1–32 of [-_a-zA-Z0-9].
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/

/** The parts of a CAIP-2 network id. */
export type ParsedCaipNetworkId = { namespace: Namespace; reference: string }

/**
 * Splits a CAIP-2 network id into namespace and reference, checking both.
 *
 * @throws {AirlockError} `INVALID_CAIP` for a malformed id, `UNKNOWN_NETWORK` for a namespace
 * Airlock does not know.
 * @example
 * ```ts
 * parseCaipNetworkId('eip155:137') // { namespace: 'eip155', reference: '137' }
 * ```
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  if (typeof value !== 'string') {
    throw new AirlockError(ErrorCode.INVALID_CAIP, 'A network id must be a string like "eip155:1".')
  }
  const parts = value.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference || !referencePattern.test(reference)) {
    throw new AirlockError(
      ErrorCode.INVALID_CAIP,
      `"${value.slice(0, 80)}" is not a CAIP-2 network id.`,
      {
        details:
          'Expected "<namespace>:<reference>", for example "eip155:1" or "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp".',
      },
    )
  }
  if (!isNamespace(namespace)) {
    throw new AirlockError(
      ErrorCode.UNKNOWN_NETWORK,
      `Unknown namespace "${namespace.slice(0, 40)}".`,
      {
        details: 'Known namespaces: eip155, solana, polkadot, bip122, cosmos.',
      },
    )
  }
  return { namespace, reference }
}
