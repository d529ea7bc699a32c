import { NAME_SUFFIX } from '@airlock/shared-protocol'
import { NameApiError } from './NameApiError.ts'

const LABEL = /^[a-z0-9-]{4,63}$/

/**
 * Checks a name against the rule of the reference API, `<label>.airlock` where the label is 4 to
 * 63 letters, digits and hyphens, and returns it in lower case (names are case-insensitive).
 *
 * @throws NameApiError 400 stating the rule.
 */
export function normalizeName(name: string): string {
  const lower = name.toLowerCase()
  if (lower.endsWith(NAME_SUFFIX) && LABEL.test(lower.slice(0, -NAME_SUFFIX.length))) return lower
  throw new NameApiError(
    400,
    `'${name.slice(0, 100)}' is not a valid name: a name is <label>${NAME_SUFFIX}, where the label is 4 to 63 letters, digits and hyphens.`,
  )
}

/**
 * Whether `coinType` is an EVM coin type per ENSIP-11: 60 (Ethereum), or `0x80000000 | chainId`
 * for a chainId in 1..0x7fffffff.
 */
export function isEvmCoinType(coinType: number): boolean {
  // Written as a range, not with `|`: JavaScript's bitwise operators work on signed 32-bit
  // integers, so `0x80000000 | chainId` is negative.
  return (
    coinType === 60 ||
    (Number.isInteger(coinType) && coinType > 0x80000000 && coinType <= 0xffffffff)
  )
}
