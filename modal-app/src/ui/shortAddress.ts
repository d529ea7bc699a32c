/**
 * An address shortened for display: the first 6 and the last 5 characters.
 *
 * @example
 * ```ts
 * shortAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // '0xab16…Bfcdb'
 * ```
 */
export function shortAddress(address: string): string {
  return address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-5)}`
}
