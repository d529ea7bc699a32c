/**
 * The table `npm start` prints once everything runs: one row per service, names padded to a
 * column, and a row's note (if any) after its URL, URLs padded to a column too.
 */
export function formatUrlTable(
  rows: ReadonlyArray<{ name: string; url: string; note?: string | undefined }>,
): string {
  const nameWidth = Math.max(0, ...rows.map((row) => row.name.length))
  const urlWidth = Math.max(0, ...rows.filter((row) => row.note).map((row) => row.url.length))
  return rows
    .map((row) => {
      const start = `  ${row.name.padEnd(nameWidth)}  `
      return row.note ? `${start}${row.url.padEnd(urlWidth)}  ${row.note}` : `${start}${row.url}`
    })
    .join('\n')
}
