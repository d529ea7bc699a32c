/** One budget: the figure must not exceed `max`. */
export type Budget = { max: number; unit: 'bytes' | 'ms' | 'MB' | 'requests'; what: string }

const KB = 1024

/**
 * The budgets of `../shared/DESIGN.md` ("Budgets"), keyed by the figure `npm run bench` reports.
 * 1 KB is taken as 1024 bytes, 1 MB as 1024 × 1024 bytes.
 *
 * @example
 * ```ts
 * BUDGETS.openWarmMsMedian.max // 20
 * ```
 */
export const BUDGETS = {
  hostSdkGzipBytes: {
    max: 10 * KB,
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
