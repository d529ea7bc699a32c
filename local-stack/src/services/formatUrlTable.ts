/**
 * The table `npm start` prints once everything runs: one row per service, names padded to a
 * column.
 *
 * @example
 * ```ts
 * formatUrlTable([{ name: 'Demo host', url: 'http://127.0.0.1:4300/' }])
 * // '  Demo host  http://127.0.0.1:4300/'
 * ```
 */
export function formatUrlTable(rows: ReadonlyArray<{ name: string; url: string }>): string {
  const width = Math.max(0, ...rows.map((row) => row.name.length))
  return rows.map((row) => `  ${row.name.padEnd(width)}  ${row.url}`).join('\n')
}
