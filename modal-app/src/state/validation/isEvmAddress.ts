/**
 * An EVM address (spec §5): 40 hex digits with an optional 0x.
 *
 * @example
 * ```ts
 * isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * ```
 */
export function isEvmAddress(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}
