import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { base64ToBytes } from '@airlock/shared-protocol/base64'
import type { WalletAccount } from '@wallet-standard/base'
import type { SolanaTransactionOptions } from './ModalSolanaProvider.ts'

/**
 * Decodes a base64 string that crossed the iframe back into bytes.
 *
 * @throws {AirlockError} `INVALID_PARAMS` when `value` is not a base64 string; the message names
 * `what` it should have been.
 */
export function fromBase64(value: unknown, what: string): Uint8Array {
  try {
    if (typeof value === 'string') return base64ToBytes(value)
  } catch {
    // not base64: refused below
  }
  throw new AirlockError(ErrorCode.INVALID_PARAMS, `Expected ${what} as a base64 string.`)
}

/** A wallet-standard account as it crosses the iframe (its public key is the address). */
export type AccountInfo = { address: string; chains: string[]; features: string[] }

/**
 * The plain-data view of a wallet-standard account: address, chains and features.
 */
export function toAccountInfo({ address, chains, features }: WalletAccount): AccountInfo {
  return { address, chains: [...chains], features: [...features] }
}

const COMMITMENTS = ['processed', 'confirmed', 'finalized']

/**
 * The transaction options of an app's input or of params that crossed the iframe, as plain data:
 * the known ones of the right type; `undefined` when none is left.
 */
export function toTransactionOptions(value: unknown): SolanaTransactionOptions | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const input = value as Record<string, unknown>
  const options: Record<string, unknown> = {}
  for (const key of ['preflightCommitment', 'commitment'] as const) {
    if (COMMITMENTS.includes(input[key] as string)) options[key] = input[key]
  }
  if (typeof input.skipPreflight === 'boolean') options.skipPreflight = input.skipPreflight
  for (const key of ['maxRetries', 'minContextSlot'] as const) {
    if (Number.isSafeInteger(input[key]) && (input[key] as number) >= 0) options[key] = input[key]
  }
  return Object.keys(options).length > 0 ? options : undefined
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Decodes a base58 string (a Solana address) into bytes: a wallet-standard account carries its
 * public key as bytes beside the address.
 *
 * @throws {AirlockError} `INVALID_PARAMS` for a character outside the base58 alphabet.
 */
export function fromBase58(text: string): Uint8Array {
  const digits: number[] = []
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) {
      throw new AirlockError(
        ErrorCode.INVALID_PARAMS,
        `Expected a base58 address, not "${text.slice(0, 64)}".`,
      )
    }
    digits.push(digit)
  }
  // Each leading '1' is a leading zero byte; the digits after them start with a non-zero one.
  let zeros = 0
  while (digits[zeros] === 0) zeros++
  if (zeros === digits.length) return new Uint8Array(zeros)
  // A power-of-two radix prints in linear time; an odd length lacks its leading 0.
  let hex = base58Value(digits, zeros, digits.length).toString(16)
  if (hex.length % 2 === 1) hex = `0${hex}`
  const bytes = new Uint8Array(zeros + hex.length / 2)
  for (let i = zeros; i < bytes.length; i++) {
    const at = (i - zeros) * 2
    bytes[i] = Number.parseInt(hex.slice(at, at + 2), 16)
  }
  return bytes
}

/**
 * The number `digits[from..to)` spell in base 58, built from halves: a few big multiplications
 * instead of one pass over the whole number per digit, which made long inputs quadratic.
 */
function base58Value(digits: number[], from: number, to: number): bigint {
  if (to - from <= 64) {
    let value = 0n
    for (let i = from; i < to; i++) value = value * 58n + BigInt(digits[i] as number)
    return value
  }
  const middle = from + Math.ceil((to - from) / 2)
  return (
    base58Value(digits, from, middle) * 58n ** BigInt(to - middle) + base58Value(digits, middle, to)
  )
}
