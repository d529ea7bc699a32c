import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { isNamespace } from './isNamespace.ts'
import { NAMESPACES, type Namespace } from './NAMESPACES.ts'

// CAIP-2: namespace is 3–8 of [-a-z0-9], reference is 1–32 of [-_a-zA-Z0-9].
const namespacePattern = /^[-a-z0-9]{3,8}$/
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
/** The longest well-formed CAIP-2 id; anything longer is refused before it is split. */
const maxLength = 8 + 1 + 32

/** The parts of a CAIP-2 network id. */
export type ParsedCaipNetworkId = { namespace: Namespace; reference: string }

/**
 * Splits a CAIP-2 network id into namespace and reference, checking both: exactly two non-empty
 * parts, a namespace of 3–8 `[-a-z0-9]`, a reference of 1–32 `[-_a-zA-Z0-9]`, and a namespace
 * Airlock knows ({@link NAMESPACES}).
 *
 * @throws {AirlockError} `INVALID_CAIP` for a malformed id (or a non-string), `UNKNOWN_NETWORK`
 * for a well-formed namespace Airlock does not know.
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  if (typeof value !== 'string') {
    throw new AirlockError(ErrorCode.INVALID_CAIP, 'A network id must be a string like "eip155:1".')
  }
  const parts = value.length > maxLength ? [] : value.split(':')
  const [namespace, reference] = parts
  if (
    parts.length !== 2 ||
    !namespace ||
    !reference ||
    !namespacePattern.test(namespace) ||
    !referencePattern.test(reference)
  ) {
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
        details: `Known namespaces: ${NAMESPACES.join(', ')}.`,
      },
    )
  }
  return { namespace, reference }
}
