/**
 * Embedded-wallet email login (spec §5): the address must be well formed.
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)
}
