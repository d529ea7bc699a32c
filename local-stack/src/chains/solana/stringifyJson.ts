const marker = '__airlock_bigint__'

/**
 * `JSON.stringify` that writes bigints as plain JSON numbers, as the Solana RPC does for u64
 * values (kit parses them back into bigints without losing precision).
 */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    typeof entry === 'bigint' ? `${marker}${entry}` : entry,
  ).replace(new RegExp(`"${marker}(-?\\d+)"`, 'g'), '$1')
}
