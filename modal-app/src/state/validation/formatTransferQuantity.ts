const quantity = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
})

/**
 * Transfer quantities show 3 decimals (rounded, spec §5), with thousands grouped as balances
 * are; '0.000' when absent or not a number.
 */
export function formatTransferQuantity(value: string | number | undefined): string {
  const number = Number(value ?? 0)
  return quantity.format(Number.isFinite(number) ? number : 0)
}
