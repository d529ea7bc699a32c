/**
 * Balances with zero decimals are dropped as low quality (spec §5).
 */
export function dropLowQualityBalances<T extends { quantity: { decimals: string | number } }>(
  balances: readonly T[],
): T[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
}
