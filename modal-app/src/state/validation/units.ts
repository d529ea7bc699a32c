import { formatUnits } from 'viem'
import { groupThousands } from './format.ts'

/** Decimals a network fee is shown with: 0.00002274 ETH, not 0.000022744495809. */
export const FEE_DIGITS = 8

/**
 * Significant digits a quoted figure is shown with, as swap UIs show an output amount or a rate:
 * 1,244.99 aUSD and 0.000401606 ETH fit the field on a phone; 1,244.998753 did not.
 */
export const QUOTE_DIGITS = { significant: 6 } as const

/**
 * How many decimals an amount keeps: a count of decimals (6 by default), or `{ significant }`
 * digits counted from the first that is not zero. The whole part always shows in full.
 */
export type UnitsDigits = number | { significant: number }

/** Up to `digits` decimals, trailing zeros cut (floored): `formatUnits` without the noise. */
export function shortUnits(value: bigint, decimals: number, digits: UnitsDigits = 6): string {
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const cut = fraction.slice(0, decimalsOf(whole, fraction, digits)).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}

/**
 * {@link shortUnits} for reading, grouped in thousands as the modal's other amounts are
 * ("1,234,567.89"); an input takes `shortUnits`, which it can parse back.
 */
export function unitsText(value: bigint, decimals: number, digits: UnitsDigits = 6): string {
  return groupThousands(shortUnits(value, decimals, digits))
}

function decimalsOf(whole: string, fraction: string, digits: UnitsDigits): number {
  if (typeof digits === 'number') return digits
  const integer = whole.replace('-', '')
  if (integer !== '0') return Math.max(0, digits.significant - integer.length)
  const zeros = fraction.length - fraction.replace(/^0+/, '').length
  return zeros + digits.significant
}
