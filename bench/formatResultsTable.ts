import type { Budget } from './BUDGETS.ts'

/** One row of the results: a figure, its budget and whether it is within it. */
export type FigureResult = { value: number; budget: Budget; pass: boolean }

/**
 * The results as a plain-text table for the terminal.
 *
 * @example
 * ```ts
 * console.log(formatResultsTable(results.figures))
 * ```
 */
export function formatResultsTable(figures: Record<string, FigureResult>): string {
  const rows = Object.entries(figures).map(([name, { value, budget, pass }]) => [
    name,
    `${formatValue(value)} ${budget.unit}`,
    `≤ ${formatValue(budget.max)} ${budget.unit}`,
    pass ? 'pass' : 'FAIL',
  ])
  const header = ['figure', 'measured', 'budget', '']
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  )
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  )
}

function formatValue(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2)
}
