/**
 * The on-ramp provider list from configuration (spec §5) is accepted only if it is an array of
 * strings; otherwise there are none.
 *
 * @example
 * ```ts
 * parseOnrampProviders(['coinbase', 'meld']) // ['coinbase', 'meld']
 * parseOnrampProviders('coinbase') // []
 * ```
 */
export function parseOnrampProviders(value: unknown): string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [...value]
  return []
}
