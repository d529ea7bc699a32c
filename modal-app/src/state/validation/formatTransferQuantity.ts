/**
 * Transfer quantities show 3 decimals (rounded, spec §5); '0.000' when absent or not a number.
 *
 * @example
 * ```ts
 * formatTransferQuantity('0.12345') // '0.123'
 * ```
 */
export function formatTransferQuantity(value: string | number | undefined): string {
  const number = Number(value ?? 0)
  return (Number.isFinite(number) ? number : 0).toFixed(3)
}
