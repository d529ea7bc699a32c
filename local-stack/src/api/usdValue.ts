/**
 * What `amount` (in the token's smallest unit, `decimals` of them to a whole unit) is worth at
 * `usdPerUnit` US dollars per whole unit, in dollars rounded to the nearest cent (half a cent up).
 * Computed in integer cents, so 0.1 ETH at 2500 is exactly 250, not 250.00000000000003.
 */
export function usdValue(amount: bigint, decimals: number, usdPerUnit: bigint): number {
  const unit = 10n ** BigInt(decimals)
  const cents = (amount * usdPerUnit * 100n + unit / 2n) / unit
  // Exact below 2^53 cents (90 trillion dollars), more than any test chain holds.
  return Number(cents) / 100
}
