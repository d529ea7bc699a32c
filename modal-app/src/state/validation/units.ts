import { formatUnits } from 'viem'
import { groupThousands } from './format.ts'

/** Decimals a network fee is shown with: 0.00002274 ETH, not 0.000022744495809. */
export const FEE_DIGITS = 8

/** Up to `digits` decimals, trailing zeros cut: `formatUnits` without the noise. */
export function shortUnits(value: bigint, decimals: number, digits = 6): string {
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const cut = fraction.slice(0, digits).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}

/**
 * {@link shortUnits} for reading, grouped in thousands as the modal's other amounts are
 * ("1,234,567.89"); an input takes `shortUnits`, which it can parse back.
 */
export function unitsText(value: bigint, decimals: number, digits = 6): string {
  return groupThousands(shortUnits(value, decimals, digits))
}
