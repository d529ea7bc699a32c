import type { BrowserContext, Page } from 'playwright-core'
import type { BenchWindow } from './BenchWindow.ts'
import { heapUsedMB } from './heapUsedMB.ts'

/** One page load. */
export type LoadSample = { loadEventEndMs: number; loadHandlersMs: number; heapMB: number }

/**
 * Loads `url` in `page` (whose HTTP cache the caller disabled, so every load fetches everything)
 * and reads when its load event ended (navigation timing, milliseconds from navigation start)
 * and how long its load handlers ran.
 * Then, once the page is settled (with the SDK: the modal is ready) and idle, its JS heap. Both
 * kinds of page go through the same Playwright calls, so the tooling's own scripts weigh the same
 * on both.
 *
 * @example
 * ```ts
 * const { loadEventEndMs } = await measureLoadEvent(context, page, `${host}blank.html`, false)
 * ```
 */
export async function measureLoadEvent(
  context: BrowserContext,
  page: Page,
  url: string,
  withSdk: boolean,
): Promise<LoadSample> {
  await page.goto(url, { waitUntil: 'load' })
  const [loadEventStart, loadEventEndMs] = await page.evaluate(async () => {
    const entry = () =>
      performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    // loadEventEnd is written after the load handlers return: wait a task for it.
    while ((entry()?.loadEventEnd ?? 0) === 0) await new Promise((r) => setTimeout(r, 0))
    return [entry()?.loadEventStart ?? 0, entry()?.loadEventEnd ?? 0]
  })
  await page.waitForFunction(
    (sdk) => !sdk || (window as unknown as BenchWindow).airlock.modal.getState().ready,
    withSdk,
  )
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 1_000 })))
  return {
    loadEventEndMs,
    loadHandlersMs: loadEventEndMs - loadEventStart,
    heapMB: await heapUsedMB(context, page),
  }
}
