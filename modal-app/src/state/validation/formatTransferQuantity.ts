const quantity = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
})

/**
 * Transfer quantities show 3 decimals (rounded, spec §5), with thousands grouped as balances
 * are; '0.000' when absent or not a number.
 *
 * @example
 * ```ts
 * formatTransferQuantity('0.12345') // '0.123'
 * formatTransferQuantity('10000') // '10,000.000'
 * ```
 */
export function formatTransferQuantity(value: string | number | undefined): string {
  const number = Number(value ?? 0)
  return quantity.format(Number.isFinite(number) ? number : 0)
}
