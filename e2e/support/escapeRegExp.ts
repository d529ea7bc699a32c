/**
 * `text` with every character a regular expression gives a meaning escaped, to match it as it is
 * (a wallet name has parentheses).
 *
 * @example
 * ```ts
 * new RegExp(escapeRegExp('Airlock Demo Wallet (EVM)')) // matches the name itself
 * ```
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
