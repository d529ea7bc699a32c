import type { Budget } from './BUDGETS.ts'

/** A figure `npm run bench` reports beside the budgeted ones, with no budget of its own. */
export type ReportedFigure = Pick<Budget, 'unit' | 'what'>

/**
 * The figures reported for information only: DESIGN.md gives them no budget. The Solana entry is
 * opt-in (`solanaAdapter()`), so EVM-only dapps never pay for it; its size is watched, not capped.
 *
 * @example
 * ```ts
 * REPORTED_FIGURES.hostSdkSolanaGzipBytes.unit // 'bytes'
 * ```
 */
export const REPORTED_FIGURES = {
  hostSdkSolanaGzipBytes: {
    unit: 'bytes',
    what: 'host-sdk Solana entry (@airlock/host-sdk/solana) on top of vanilla, min+gzip',
  },
} as const satisfies Record<string, ReportedFigure>

/** The name of a figure reported without a budget. */
export type ReportedFigureName = keyof typeof REPORTED_FIGURES
