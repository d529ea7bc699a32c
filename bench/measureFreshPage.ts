import type { Browser } from 'playwright-core'
import type { BenchWindow } from './BenchWindow.ts'
import { findModalFrame } from './findModalFrame.ts'
import { openBenchContext } from './openBenchContext.ts'

/** What one fresh page gave. */
export type FreshSample = {
  /** The page's script called createModal() + open() → dialog visible. */
  openMs: number
  /** JS files of the modal's origin whose download ended before the dialog was visible. */
  modalScriptsBeforeVisible: string[]
  /**
   * Where the time went, in milliseconds from the createModal() call: the host's load event
   * ended (the SDK mounts the iframe then), the modal document's request started, its response
   * ended, its first paint (the loading card, which the overlay shows for an open() made this
   * early), its DOMContentLoaded ended (its module script ran), the dialog was painted.
   */
  phases: {
    hostLoadEnd: number
    modalRequestStart: number
    modalResponseEnd: number
    loadingCardPainted: number
    modalDomContentLoaded: number
    dialogPainted: number
  }
}

/**
 * Loads the fresh page (its script calls `createModal()` and `open()` at once) in a fresh context
 * and measures the time until the dialog is painted, and which JS the modal had loaded by then.
 *
 * @example
 * ```ts
 * const { openMs } = await measureFreshPage(browser, `${host}fresh.html`, modalOrigin, outside)
 * ```
 */
export async function measureFreshPage(
  browser: Browser,
  url: string,
  modalOrigin: string,
  outside: string[],
): Promise<FreshSample> {
  const { context, close } = await openBenchContext(browser, modalOrigin, outside)
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'commit' })
    const frame = await findModalFrame(page, modalOrigin)
    await frame.waitForFunction(
      () => (window as unknown as BenchWindow).__dialogProbe.shownAt.length > 0,
      undefined,
      {
        timeout: 10_000,
      },
    )
    const shownAt = await frame.evaluate(
      () => (window as unknown as BenchWindow).__dialogProbe.shownAt[0] as number,
    )
    const host = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming
      return {
        startedAt: (window as unknown as BenchWindow).__startedAt,
        loadEnd: performance.timeOrigin + navigation.loadEventEnd,
      }
    })
    const startedAt = host.startedAt
    const modal = await frame.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming
      const at = (ms: number) => performance.timeOrigin + ms
      return {
        requestStart: at(navigation.requestStart),
        responseEnd: at(navigation.responseEnd),
        domContentLoaded: at(navigation.domContentLoadedEventEnd),
        firstContentfulPaint: at(
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        ),
      }
    })
    const modalScriptsBeforeVisible = await frame.evaluate((shown) => {
      const shownRelative = shown - performance.timeOrigin
      return performance
        .getEntriesByType('resource')
        .filter((entry) => {
          const { origin, pathname } = new URL(entry.name)
          return (
            origin === location.origin &&
            /\.m?js$/.test(pathname) &&
            (entry as PerformanceResourceTiming).responseEnd <= shownRelative
          )
        })
        .map((entry) => entry.name)
    }, shownAt)
    return {
      openMs: shownAt - startedAt,
      modalScriptsBeforeVisible,
      phases: {
        hostLoadEnd: host.loadEnd - startedAt,
        modalRequestStart: modal.requestStart - startedAt,
        modalResponseEnd: modal.responseEnd - startedAt,
        loadingCardPainted: modal.firstContentfulPaint - startedAt,
        modalDomContentLoaded: modal.domContentLoaded - startedAt,
        dialogPainted: shownAt - startedAt,
      },
    }
  } finally {
    await close()
  }
}
