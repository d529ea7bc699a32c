/**
 * `text` with every character a regular expression gives a meaning escaped, to match it as it is
 * (a wallet name has parentheses).
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
