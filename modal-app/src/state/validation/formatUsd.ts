/**
 * USD amounts show 2 decimals (rounded, spec §5); '0.00' when absent or not a number.
 *
 * @example
 * ```ts
 * formatUsd(12.346) // '12.35'
 * ```
 */
export function formatUsd(value: string | number | undefined): string {
  const number = Number(value ?? 0)
  return (Number.isFinite(number) ? number : 0).toFixed(2)
}
