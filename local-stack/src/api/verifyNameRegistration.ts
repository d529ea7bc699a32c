import { type Address, getAddress, type Hex, recoverMessageAddress } from 'viem'
import type { NameRegistration } from './createNameStore.ts'
import { isEvmCoinType } from './isEvmCoinType.ts'
import { NameApiError } from './NameApiError.ts'
import { normalizeName } from './normalizeName.ts'

/** How far the signed timestamp may be from the server's clock, either way. */
const MAX_SKEW_MS = 10 * 60 * 1000

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Checks the body of `POST /v1/names`, `{ coinType, address, signature, message }`, where
 * `message` is the exact text the wallet signed with `personal_sign` (EIP-191):
 * `{"name":"alice.airlock","attributes":{},"timestamp":<unix seconds>}`. The checks run in this
 * order, each with its own description: the body's fields, the message's, the name, the
 * timestamp (within 10 minutes of `now`), the coin type (EVM, ENSIP-11), then the signature
 * (recovered offline, so only EOAs are supported). Whether the name is free is the store's part.
 *
 * @throws NameApiError 400 for a malformed body or message, an invalid name, a timestamp too
 *   far from `now` or a coin type that is not EVM; 401 when the signature does not recover to
 *   `address`.
 * @example
 * ```ts
 * const registration = await verifyNameRegistration(await readJsonBody(request, 16_384), Date.now())
 * names.register(registration)
 * ```
 */
export async function verifyNameRegistration(
  body: unknown,
  now: number,
): Promise<NameRegistration> {
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

  const shape =
    'The message must be the JSON {"name": string, "attributes": object, "timestamp": unix seconds} the wallet signed'
  let signed: unknown
  try {
    signed = JSON.parse(message)
  } catch {
    throw new NameApiError(400, `${shape}, but it is not JSON.`)
  }
  if (!isObject(signed)) throw new NameApiError(400, `${shape}, but it is not an object.`)
  if (typeof signed.name !== 'string') {
    throw new NameApiError(400, `${shape}, but its name is not a string.`)
  }
  if (!isObject(signed.attributes)) {
    throw new NameApiError(400, `${shape}, but its attributes are not an object.`)
  }
  if (typeof signed.timestamp !== 'number' || !Number.isInteger(signed.timestamp)) {
    throw new NameApiError(400, `${shape}, but its timestamp is not an integer.`)
  }

  const name = normalizeName(signed.name)
  if (Math.abs(signed.timestamp * 1000 - now) > MAX_SKEW_MS) {
    throw new NameApiError(400, 'The signed message is too old or from the future; sign again.')
  }
  if (!isEvmCoinType(coinType)) {
    throw new NameApiError(
      400,
      `coinType ${coinType} is not an EVM coin type: use 60, or 0x80000000 | chainId (ENSIP-11) for a chainId from 1 to 0x7fffffff.`,
    )
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
  return {
    name,
    coinType,
    address: getAddress(address.toLowerCase()),
    attributes: signed.attributes,
    at: now,
  }
}
