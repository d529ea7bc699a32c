/** One budget: the figure must not exceed `max`. */
export type Budget = { max: number; unit: 'bytes' | 'ms' | 'MB' | 'requests'; what: string }

const KB = 1024

/**
 * The budgets of `../shared/DESIGN.md` ("Budgets"), keyed by the figure `npm run bench` reports.
 * 1 KB is taken as 1024 bytes, 1 MB as 1024 × 1024 bytes.
 */
export const BUDGETS = {
  hostSdkGzipBytes: {
    max: 12 * KB,
    unit: 'bytes',
    what: 'host-sdk vanilla entry, min+gzip, all dependencies in',
  },
  hostSdkReactGzipBytes: {
    max: 1.5 * KB,
    unit: 'bytes',
    what: 'host-sdk React entry on top of vanilla, min+gzip',
  },
  hostLoadDeltaMsMedian: {
    max: 10,
    unit: 'ms',
    what: 'host page load event, with the SDK minus without',
  },
  modalInitialGzipBytes: {
    max: 110 * KB,
    unit: 'bytes',
    what: 'modal JS loaded before its first view paints, gzip',
  },
  openColdMsMedian: {
    max: 30,
    unit: 'ms',
    what: "click on the host's button → dialog visible, first open after load",
  },
  openWarmMsMedian: { max: 20, unit: 'ms', what: 'the same, later opens' },
  openFreshPageMsMedian: {
    max: 400,
    unit: 'ms',
    what: 'createModal() + open() on a fresh page → dialog visible',
  },
  hostHeapDeltaMB: { max: 0.5, unit: 'MB', what: 'host JS heap added by the SDK' },
  modalHeapMB: { max: 8, unit: 'MB', what: 'modal idle JS heap' },
  outsideRequests: {
    max: 0,
    unit: 'requests',
    what: 'requests to hosts the project did not configure',
  },
} as const satisfies Record<string, Budget>

/** The name of a figure that has a budget. */
export type FigureName = keyof typeof BUDGETS

/** A figure `npm run bench` reports beside the budgeted ones, with no budget of its own. */
export type ReportedFigure = Pick<Budget, 'unit' | 'what'>

/**
 * The figures reported for information only: DESIGN.md gives them no budget. The Solana entry is
 * opt-in (`solanaAdapter()`), so EVM-only dapps never pay for it; its size is watched, not capped,
 * and so are the polkadot, bitcoin and cosmos adapter entries.
 * So are the wagmi (`airlock()`), Vue and SSR-cookie entries, which only apps that use them import.
 */
export const REPORTED_FIGURES = {
  hostSdkSolanaGzipBytes: {
    unit: 'bytes',
    what: 'host-sdk Solana entry (@airlock/host-sdk/solana) on top of vanilla, min+gzip',
  },
  hostSdkPolkadotGzipBytes: {
    unit: 'bytes',
    what: 'host-sdk polkadot entry (@airlock/host-sdk/polkadot) on top of vanilla, min+gzip',
  },
  hostSdkBitcoinGzipBytes: {
    unit: 'bytes',
    what: 'host-sdk bitcoin entry (@airlock/host-sdk/bitcoin) on top of vanilla, min+gzip',
  },
  hostSdkCosmosGzipBytes: {
    unit: 'bytes',
    what: 'host-sdk cosmos entry (@airlock/host-sdk/cosmos) on top of vanilla, min+gzip',
  },
  jsBeforeInteractionGzipBytes: {
    unit: 'bytes',
    what: "JS a page with preload: 'interaction' loads before any interaction (its own bundle, SDK in), gzip",
  },
  hostSdkWagmiGzipBytes: {
    unit: 'bytes',
    what: 'host-sdk wagmi entry (@airlock/host-sdk/wagmi) on top of vanilla, wagmi/viem external, min+gzip',
  },
  hostSdkVueGzipBytes: {
    unit: 'bytes',
    what: 'host-sdk Vue entry (@airlock/host-sdk/vue) on top of vanilla, vue external, min+gzip',
  },
  hostSdkSsrGzipBytes: {
    unit: 'bytes',
    what: 'host-sdk SSR cookie entry (@airlock/host-sdk/ssr) on top of vanilla, min+gzip',
  },
} as const satisfies Record<string, ReportedFigure>

/** The name of a figure reported without a budget. */
export type ReportedFigureName = keyof typeof REPORTED_FIGURES

/** One row of the results: a figure, its budget and whether it is within it. */
export type FigureResult = { value: number; budget: Budget; pass: boolean }

/** A row for a figure reported without a budget. */
export type ReportedFigureResult = { value: number; figure: ReportedFigure }

/**
 * The results as a plain-text table for the terminal: the budgeted figures, then those reported
 * without a budget (`no budget`, marked `info`).
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

/**
 * The median of a non-empty list of numbers (the mean of the two middle values for an even count).
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as number
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2
}

/**
 * Issue 22's goals for the journeys (`journeys.ts`), per profile. `null` where the goal depends
 * on another figure of the run (the heap: the blank page's + 2 MB; the phone's readiness: its
 * button + 300 ms), filled in by run.ts.
 */
export const JOURNEY_GOALS = {
  openColdMs: { desktop: 20, phone: 60, unit: 'ms', what: 'click → dialog, first open' },
  openWarmMs: { desktop: 16.7, phone: 33, unit: 'ms', what: 'click → dialog, later open' },
  navigationToReadyMs: {
    desktop: 300,
    phone: null,
    unit: 'ms',
    what: 'navigation → modal ready (phone: ≤ the host button + 300 ms)',
  },
  allWalletsRowsMs: { desktop: 100, phone: 250, unit: 'ms', what: 'click All Wallets → rows' },
  walletConnectQrMs: { desktop: 150, phone: 400, unit: 'ms', what: 'click WalletConnect → QR' },
  getWalletMs: {
    desktop: 50,
    phone: 50,
    unit: 'ms',
    what: 'view transition Connect → Get a wallet',
  },
  backToConnectMs: { desktop: 50, phone: 50, unit: 'ms', what: 'view transition Back → Connect' },
  accountToSendMs: { desktop: 50, phone: 50, unit: 'ms', what: 'view transition Account → Send' },
  sendBackMs: { desktop: 50, phone: 50, unit: 'ms', what: 'view transition Send → Back → Account' },
  accountToReceiveMs: {
    desktop: 50,
    phone: 50,
    unit: 'ms',
    what: 'view transition Account → Receive',
  },
  receiveBackMs: {
    desktop: 50,
    phone: 50,
    unit: 'ms',
    what: 'view transition Receive → Back → Account',
  },
  accountToNetworksMs: {
    desktop: 50,
    phone: 50,
    unit: 'ms',
    what: 'view transition Account → Networks',
  },
  idleHeapMB: {
    desktop: null,
    phone: null,
    unit: 'MB',
    what: 'host + iframe JS heap before open (≤ blank page + 2 MB)',
  },
  jsByFirstOpenGzipBytes: {
    desktop: 150 * KB,
    phone: 150 * KB,
    unit: 'bytes',
    what: 'all JS by the end of the first open, host + iframe, gzip',
  },
} as const

/** A journey figure's row: its median, its goal and whether it meets it. */
export type JourneyResult = {
  value: number
  goal: number
  unit: string
  what: string
  pass: boolean
}

/** The journey rows as a plain-text table (`MISS` where a figure misses its goal). */
export function formatJourneyTable(rows: Record<string, Record<string, JourneyResult>>): string {
  const lines = [['profile', 'figure', 'median', 'goal', '']]
  for (const [profile, figures] of Object.entries(rows)) {
    for (const [name, { value, goal, unit, pass }] of Object.entries(figures)) {
      lines.push([
        profile,
        name,
        `${formatValue(value)} ${unit}`,
        `≤ ${formatValue(goal)} ${unit}`,
        pass ? 'meets' : 'MISS',
      ])
    }
  }
  const widths = lines[0]?.map((_, c) => Math.max(...lines.map((l) => (l[c] ?? '').length))) ?? []
  return lines
    .map((l) =>
      l
        .map((cell, c) => cell.padEnd(widths[c] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
