import type { Budget } from './BUDGETS.ts'
import type { ReportedFigure } from './REPORTED_FIGURES.ts'

/** One row of the results: a figure, its budget and whether it is within it. */
export type FigureResult = { value: number; budget: Budget; pass: boolean }

/** A row for a figure reported without a budget. */
export type ReportedFigureResult = { value: number; figure: ReportedFigure }

/**
 * The results as a plain-text table for the terminal: the budgeted figures, then those reported
 * without a budget (`no budget`, marked `info`).
 *
 * @example
 * ```ts
 * console.log(formatResultsTable(results.figures, results.reportedFigures))
 * ```
 */
export function formatResultsTable(
  figures: Record<string, FigureResult>,
  reported: Record<string, ReportedFigureResult> = {},
): string {
  const rows = [
    ...Object.entries(figures).map(([name, { value, budget, pass }]) => [
      name,
      `${formatValue(value)} ${budget.unit}`,
      `≤ ${formatValue(budget.max)} ${budget.unit}`,
      pass ? 'pass' : 'FAIL',
    ]),
    ...Object.entries(reported).map(([name, { value, figure }]) => [
      name,
      `${formatValue(value)} ${figure.unit}`,
      'no budget',
      'info',
    ]),
  ]
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
