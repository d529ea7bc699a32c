import type { Browser } from 'playwright-core'
import { heapUsedMB } from './heapUsedMB.ts'
import { openBenchContext } from './openBenchContext.ts'

/** One page load. */
export type LoadSample = { loadEventEndMs: number; heapMB: number }

/**
 * Loads `url` in a fresh context and reads when its load event ended (navigation timing,
 * milliseconds from navigation start) and, once the page is idle, its JS heap.
 *
 * @example
 * ```ts
 * const { loadEventEndMs } = await measureLoadEvent(browser, `${host}blank.html`, modalOrigin, outside)
 * ```
 */
export async function measureLoadEvent(
  browser: Browser,
  url: string,
  modalOrigin: string,
  outside: string[],
): Promise<LoadSample> {
  const { context, close } = await openBenchContext(browser, modalOrigin, outside)
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    const loadEventEndMs = await page.evaluate(async () => {
      const entry = () =>
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      // loadEventEnd is written after the load handlers return: wait a task for it.
      while ((entry()?.loadEventEnd ?? 0) === 0) await new Promise((r) => setTimeout(r, 0))
      return entry()?.loadEventEnd ?? 0
    })
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 1_000 })))
    return { loadEventEndMs, heapMB: await heapUsedMB(context, page) }
  } finally {
    await close()
  }
}
