/**
 * A Solana address (spec §5): 32 to 44 base58 characters.
 */
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
