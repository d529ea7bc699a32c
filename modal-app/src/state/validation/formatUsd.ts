const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * USD amounts show 2 decimals (rounded, spec §5), with thousands grouped as people read dollar
 * amounts; '0.00' when absent or not a number.
 */
export function formatUsd(value: string | number | undefined): string {
  const number = Number(value ?? 0)
  return usd.format(Number.isFinite(number) ? number : 0)
}
