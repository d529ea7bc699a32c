/**
 * An address shortened for display: the first 6 and the last 5 characters.
 */
export function shortAddress(address: string): string {
  return address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-5)}`
}
