import { isCaipAddress } from '@airlock/shared-protocol'

/**
 * A CAIP-10 address (spec §5): three non-empty colon-separated parts with a known namespace.
 *
 * @example
 * ```ts
 * isValidCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * isValidCaipAddress('stellar:1:GABC') // false
 * ```
 */
export function isValidCaipAddress(value: unknown): boolean {
  return isCaipAddress(value)
}
