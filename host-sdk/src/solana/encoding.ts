import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { WalletAccount } from '@wallet-standard/base'

/**
 * Decodes a base64 string that crossed the iframe back into bytes.
 *
 * @throws {AirlockError} `INVALID_PARAMS` when `value` is not a base64 string; the message names
 * `what` it should have been.
 */
export function fromBase64(value: unknown, what: string): Uint8Array {
  try {
    if (typeof value === 'string') return Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
  } catch {
    // not base64: refused below
  }
  throw new AirlockError(ErrorCode.INVALID_PARAMS, `Expected ${what} as a base64 string.`)
}

/**
 * Encodes bytes as base64, the way bytes cross the iframe (typed arrays are not plain data, so the
 * payload bounds refuse them).
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** A wallet-standard account as it crosses the iframe (its public key is the address). */
export type AccountInfo = { address: string; chains: string[]; features: string[] }

/**
 * The plain-data view of a wallet-standard account: address, chains and features.
 */
export function toAccountInfo({ address, chains, features }: WalletAccount): AccountInfo {
  return { address, chains: [...chains], features: [...features] }
}
