import { AirlockError, ErrorCode, type Namespace } from '@airlock/shared-protocol'
import type { AirlockModal } from '../AirlockModal.ts'
import type { ProviderRequest } from '../providers/createEip1193Provider.ts'

/**
 * Reads the string `key` of a method's params that crossed the iframe (or that a dapp passed to
 * its provider).
 *
 * @throws {AirlockError} `INVALID_PARAMS` naming the method and the key, when it is not a
 * non-empty string matching `pattern`.
 */
export function readText(params: unknown, key: string, method: string, pattern?: RegExp): string {
  const value = (params as Record<string, unknown> | null | undefined)?.[key]
  if (typeof value !== 'string' || !value || (pattern && !pattern.test(value))) {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      `${method} needs ${key} as ${pattern === HEX ? 'a 0x hex string' : pattern === BASE64 ? 'a base64 string' : 'a string'}.`,
    )
  }
  return value
}

/** `0x` and an even number of hex digits. */
export const HEX = /^0x(?:[0-9a-fA-F]{2})*$/
/** Standard base64 with padding. */
export const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Bytes as lowercase hex without `0x` (bitcoin public keys, PSBTs for injected wallets). */
export function bytesToHex(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The bytes of a hex string without `0x`. */
export function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

/**
 * The connected account of `namespace` in the modal's state (the active one or another connected
 * namespace's), with the chain reference of its CAIP-10 address.
 */
export function connectedAccount(
  { getState }: Pick<AirlockModal, 'getState'>,
  namespace: Namespace,
): { address: string; reference: string } | undefined {
  const { account, accounts = [] } = getState()
  const found = [account, ...accounts].find((each) => each?.namespace === namespace)
  if (!found) return undefined
  return { address: found.address, reference: found.caipAddress.split(':')[1] as string }
}

/**
 * Asks the modal for the namespace's accounts, as a dapp's `connect()` does: the modal answers
 * with the connected account, or opens Connect for the namespace. It may answer the wallet's
 * `{ accounts }` or the bare addresses; both come back as accounts (an address alone when that is
 * all the modal knows).
 */
export async function requestAccounts<A extends { address: string }>(
  request: ProviderRequest,
  namespace: Namespace,
  method: string,
  params?: unknown,
): Promise<A[]> {
  const answer = await request(namespace, method, params)
  const list = Array.isArray(answer) ? answer : (answer as { accounts?: unknown } | null)?.accounts
  if (!Array.isArray(list)) {
    throw new AirlockError(ErrorCode.INTERNAL, `The modal answered ${method} without accounts.`)
  }
  return list.map((each) => (typeof each === 'string' ? { address: each } : each)) as A[]
}
