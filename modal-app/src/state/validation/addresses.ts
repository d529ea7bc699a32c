/**
 * An EVM address (spec §5): 40 hex digits with an optional 0x.
 */
export function isEvmAddress(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}

/**
 * A Solana address (spec §5): 32 to 44 base58 characters.
 */
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
