import {
  type NameRegistrationMessage,
  nameRegistrationMessageSchema,
} from '@airlock/shared-protocol'
import { type Address, getAddress, type Hex, recoverMessageAddress } from 'viem'
import type { NameNonces } from './createNameNonces.ts'
import type { NameRegistration } from './createNameStore.ts'
import { NAME_API_ERROR, NameApiError } from './NameApiError.ts'
import { isEvmCoinType, normalizeName } from './names.ts'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Options of {@link verifyNameRegistration}. */
export type VerifyNameRegistrationOptions = {
  /**
   * The project the request is for (its `?projectId`), which the message must name.
   */
  projectId: string
  /**
   * The nonces this API handed out; the message's is used up by a registration that passes.
   */
  nonces: NameNonces
  /**
   * The server's time, in milliseconds since the epoch.
   */
  now: number
}

const SHAPE =
  'The message must be the JSON {"name", "attributes", "coinType", "projectId", "nonce"} the wallet signed (see GET /v1/names/nonce)'

/** Why a parsed message is not a {@link NameRegistrationMessage}, naming the first bad field. */
function describeMessageIssue(signed: unknown): string | undefined {
  const parsed = nameRegistrationMessageSchema.safeParse(signed)
  if (parsed.success) return undefined
  const issue = parsed.error.issues[0]
  if (!issue) return `${SHAPE}.`
  if (issue.code === 'unrecognized_keys') {
    return `${SHAPE}, but it also has ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}.`
  }
  const field = issue.path[0]
  if (field === undefined) return `${SHAPE}, but it is not an object.`
  const value = isObject(signed) ? signed[String(field)] : undefined
  if (value === undefined) return `${SHAPE}, but it has no ${String(field)}.`
  if (issue.code !== 'invalid_type') return `${SHAPE}, but its ${String(field)} is not valid.`
  const expected = EXPECTED[issue.expected] ?? `a ${issue.expected}`
  return `${SHAPE}, but its ${String(field)} is not ${expected}.`
}

const EXPECTED: Record<string, string> = {
  record: 'an object',
  int: 'an integer',
}

const NONCE_REFUSALS = {
  unknown: [
    401,
    'The signed nonce is not one this API handed out: fetch a new one (GET /v1/names/nonce) and sign again.',
    NAME_API_ERROR.NONCE_UNKNOWN,
  ],
  expired: [
    401,
    'The signed registration expired: fetch a new nonce (GET /v1/names/nonce) and sign again.',
    NAME_API_ERROR.REGISTRATION_EXPIRED,
  ],
  used: [
    401,
    'This signed registration was already used; a registration is accepted once. Sign a new one.',
    NAME_API_ERROR.REGISTRATION_REPLAYED,
  ],
  otherProject: [
    400,
    'The signed nonce was handed out for another project; this registration is not for this one.',
    NAME_API_ERROR.PROJECT_MISMATCH,
  ],
} as const

/**
 * Checks the body of `POST /v1/names?projectId=<id>`, `{ coinType, address, signature, message }`,
 * where `message` is the exact text the wallet signed with `personal_sign` (EIP-191), made by
 * `createNameRegistrationMessage` of `@airlock/shared-protocol`:
 * `{"name","attributes","coinType","projectId","nonce"}`. The checks run in this order, each with
 * its own description: the body's fields, the message's, the name, the signed `projectId` (the
 * request's) and `coinType` (the body's, an EVM one per ENSIP-11), the nonce (handed out by this
 * API for this project, unexpired, unused), then the signature (recovered offline, so only EOAs
 * are supported). A registration that passes uses its nonce up: the same signed body sent again
 * is refused. Whether the name is free is the store's part.
 *
 * @throws NameApiError 400 for a malformed body or message, an invalid name, a coin type that is
 *   not EVM, `PROJECT_MISMATCH`, `COIN_TYPE_MISMATCH`; 401 `NONCE_UNKNOWN`,
 *   `REGISTRATION_EXPIRED`, `REGISTRATION_REPLAYED`, or when the signature does not recover to
 *   `address`.
 */
export async function verifyNameRegistration(
  body: unknown,
  options: VerifyNameRegistrationOptions,
): Promise<NameRegistration> {
  const { projectId, nonces, now } = options
  if (!isObject(body)) {
    throw new NameApiError(
      400,
      'The body must be a JSON object { coinType, address, signature, message }.',
    )
  }
  const { coinType, address, signature, message } = body
  if (typeof coinType !== 'number') {
    throw new NameApiError(
      400,
      'coinType must be a number, the ENSIP-11 coin type (60 for Ethereum).',
    )
  }
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
    throw new NameApiError(
      400,
      'address must be an EVM address: a string of 0x followed by 40 hexadecimal digits.',
    )
  }
  if (typeof signature !== 'string' || !/^0x(?:[0-9a-fA-F]{2})+$/.test(signature)) {
    throw new NameApiError(400, 'signature must be a string of 0x followed by hexadecimal bytes.')
  }
  if (typeof message !== 'string') {
    throw new NameApiError(400, 'message must be a string: the exact text the wallet signed.')
  }

  let signed: unknown
  try {
    signed = JSON.parse(message)
  } catch {
    throw new NameApiError(400, `${SHAPE}, but it is not JSON.`)
  }
  const issue = describeMessageIssue(signed)
  if (issue !== undefined) throw new NameApiError(400, issue)
  const fields = signed as NameRegistrationMessage

  const name = normalizeName(fields.name)
  if (fields.projectId !== projectId) {
    throw new NameApiError(
      400,
      `The message was signed for project ${fields.projectId.slice(0, 100)}, not ${projectId.slice(0, 100)}.`,
      { code: NAME_API_ERROR.PROJECT_MISMATCH },
    )
  }
  if (fields.coinType !== coinType) {
    throw new NameApiError(
      400,
      `The message was signed for coinType ${fields.coinType}, but the body registers coinType ${coinType}.`,
      { code: NAME_API_ERROR.COIN_TYPE_MISMATCH },
    )
  }
  if (!isEvmCoinType(coinType)) {
    throw new NameApiError(
      400,
      `coinType ${coinType} is not an EVM coin type: use 60, or 0x80000000 | chainId (ENSIP-11) for a chainId from 1 to 0x7fffffff.`,
    )
  }
  const state = nonces.check(fields.nonce, projectId, now)
  if (state !== 'fresh') {
    const [status, description, code] = NONCE_REFUSALS[state]
    throw new NameApiError(status, description, { code })
  }

  let signer: Address | undefined
  try {
    signer = await recoverMessageAddress({ message, signature: signature as Hex })
  } catch {
    // A signature that does not parse (length, recovery byte) matches no address either.
  }
  if (signer?.toLowerCase() !== address.toLowerCase()) {
    throw new NameApiError(401, 'The signature does not match the address.')
  }
  // Another request with the same signed body may have used the nonce while this one recovered
  // the signature: only one of them gets it.
  if (!nonces.use(fields.nonce, projectId, now)) {
    const [status, description, code] = NONCE_REFUSALS.used
    throw new NameApiError(status, description, { code })
  }
  return {
    name,
    coinType,
    address: getAddress(address.toLowerCase()),
    attributes: fields.attributes,
    at: now,
  }
}
