/**
 * An EVM address (spec §5): 40 hex digits with an optional 0x.
 */
export function isEvmAddress(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}
