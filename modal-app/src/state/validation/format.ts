/**
 * Displayed balance (spec §5), floored to 3 decimals, with thousands grouped as wallets show them;
 * '0.000' when absent or not a number.
 */
export function formatBalance(value: string | number | undefined): string {
  const digits = toPlainDecimal(value)
  if (digits === undefined) return '0.000'
  const [whole = '0', fraction = ''] = digits.split('.')
  return groupThousands(`${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`)
}

/**
 * Plain decimal digits with the whole part grouped in thousands, as the modal shows every token
 * amount: '1234567.5' → '1,234,567.5'.
 */
export function groupThousands(digits: string): string {
  const [whole = '', fraction] = digits.split('.')
  // Grouped by cutting the string: a number would lose digits past 2^53.
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

// Plain decimal digits, because the display floors by cutting the string, and String(1e-7) is '1e-7'.
function toPlainDecimal(value: string | number | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return value
  const number = Number(value)
  if (!Number.isFinite(number) || number < 0) return undefined
  return number.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

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

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * USD amounts show 2 decimals (rounded, spec §5), with thousands grouped as people read dollar
 * amounts; '0.00' when absent or not a number.
 */
export function formatUsd(value: string | number | undefined): string {
  const number = Number(value ?? 0)
  return usd.format(Number.isFinite(number) ? number : 0)
}
