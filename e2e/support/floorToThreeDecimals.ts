/**
 * A decimal amount floored to 3 decimals (always three), with thousands grouped, as the modal
 * shows amounts (spec §5).
 */
export function floorToThreeDecimals(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}
