import { NAMESPACES, type Namespace } from '../constants.ts'
import { AirlockError } from '../errors/AirlockError.ts'
import { ErrorCode } from '../errors/ErrorCode.ts'

/**
 * A CAIP-2 chain id of a known namespace, e.g. `eip155:1`.
 */
export type CaipNetworkId = `${Namespace}:${string}`

/** A CAIP-10 account id of a known namespace, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${Namespace}:${string}:${string}`

/**
 * Whether a value is one of the namespaces Airlock knows.
 */
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value)
}

/**
 * Whether a value is a well-formed CAIP-2 id of a known namespace.
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

/**
 * Whether a value is a well-formed CAIP-10 account id of a known namespace.
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

// CAIP-2: namespace is 3–8 of [-a-z0-9], reference is 1–32 of [-_a-zA-Z0-9].
const namespacePattern = /^[-a-z0-9]{3,8}$/
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
/** The longest well-formed CAIP-2 id; anything longer is refused before it is split. */
const maxNetworkIdLength = 8 + 1 + 32

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
  const parts = value.length > maxNetworkIdLength ? [] : value.split(':')
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
        details: 'Expected "<namespace>:<reference>", for example "eip155:1".',
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

// CAIP-10: account address is 1–128 of [-.%a-zA-Z0-9].
const addressPattern = /^[-.%a-zA-Z0-9]{1,128}$/
/** The longest well-formed CAIP-10 id; anything longer is refused before it is split. */
const maxAddressLength = 8 + 1 + 32 + 1 + 128

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
  const parts = value.length > maxAddressLength ? [] : value.split(':')
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
