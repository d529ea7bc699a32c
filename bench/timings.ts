import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import {
  type BenchWindow,
  findModalFrame,
  heapUsedMB,
  openBenchContext,
  pollUntil,
  settle,
} from './browser.ts'
import { gzipBytes } from './sizes.ts'

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
    await pollUntil(
      frame,
      () => (window as unknown as BenchWindow).__dialogProbe.shownAt.length > 0,
      0,
      10_000,
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

/** One page load. */
export type LoadSample = { loadEventEndMs: number; loadHandlersMs: number; heapMB: number }

/**
 * Loads `url` in `page` (whose HTTP cache the caller disabled, so every load fetches everything)
 * and reads when its load event ended (navigation timing, milliseconds from navigation start)
 * and how long its load handlers ran.
 * Then, once the page is settled (with the SDK: the modal is ready) and idle, its JS heap. Both
 * kinds of page go through the same Playwright calls, none of which injects its script before
 * the reading (`pollUntil`), so the figure is the page's own.
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
  if (withSdk) {
    await pollUntil(page, () => (window as unknown as BenchWindow).airlock.modal.getState().ready)
  }
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 1_000 })))
  return {
    loadEventEndMs,
    loadHandlersMs: loadEventEndMs - loadEventStart,
    heapMB: await heapUsedMB(context, page),
  }
}

/** What one page with the SDK gave. */
export type OpensSample = {
  /** Click → dialog visible, the first open after load (the modal finished loading). */
  coldMs: number
  /** The same for each later open. */
  warmMs: number[]
  /** The modal's JS heap while idle (loaded, not yet opened). */
  modalHeapMB: number
}

/**
 * Loads the SDK page in a fresh context, waits until the modal is ready and idle, reads the
 * modal's heap, then opens the modal `1 + warmOpens` times with a real click on Connect Wallet, closing
 * it in between. Each duration runs from the click event's timestamp in the host to the first
 * painted frame showing the dialog in the iframe (both epoch milliseconds on one machine).
 */
export async function measureOpens(
  browser: Browser,
  url: string,
  modalOrigin: string,
  warmOpens: number,
  outside: string[],
): Promise<OpensSample> {
  const { context, close } = await openBenchContext(browser, modalOrigin, outside)
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await pollUntil(page, () => (window as unknown as BenchWindow).airlock.modal.getState().ready)
    const frame = await findModalFrame(page, modalOrigin)
    // Settled: what the modal starts at idle before any open has loaded (as in the journeys).
    await settle(page, frame)
    const modalHeapMB = await heapUsedMB(context, frame)
    const durations: number[] = []
    for (let open = 0; open <= warmOpens; open += 1) {
      durations.push(await measureOpen(page, frame, open))
      await closeAndSettle(page, frame)
    }
    const [coldMs, ...warmMs] = durations
    return { coldMs: coldMs as number, warmMs, modalHeapMB }
  } finally {
    await close()
  }
}

/**
 * Clicks the page's Connect Wallet and returns the milliseconds from the click event to the
 * frame that painted the dialog, for the page's `index`th open (from the dialog probe). Polled,
 * not `waitForFunction`: see {@link pollUntil}.
 */
export async function measureOpen(page: Page, frame: Frame, index: number): Promise<number> {
  await page.click('#connect')
  await pollUntil(
    frame,
    (count) => (window as unknown as BenchWindow).__dialogProbe.shownAt.length > count,
    index,
    30_000,
  )
  const shownAt = await frame.evaluate(
    (i) => (window as unknown as BenchWindow).__dialogProbe.shownAt[i] as number,
    index,
  )
  const clickAt = await page.evaluate(
    (i) => (window as unknown as BenchWindow).__clickAt[i] as number,
    index,
  )
  return shownAt - clickAt
}

async function closeAndSettle(page: Page, frame: Frame): Promise<void> {
  await page.evaluate(() => (window as unknown as BenchWindow).airlock.modal.close())
  await page.waitForFunction(
    () => !(window as unknown as BenchWindow).airlock.modal.getState().open,
  )
  await frame.waitForFunction(() => {
    const dialog = document.querySelector('[role="dialog"]')
    return (
      dialog === null || !dialog.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    )
  })
  // The probe may not have seen the dialog go (a hidden iframe gets no animation frames).
  await frame.evaluate(() => {
    ;(window as unknown as BenchWindow).__dialogProbe.visible = false
  })
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))))
}

/** A script a page downloaded, with its size. */
export type LoadedScript = { url: string; gzipBytes: number }

/**
 * Loads `url` in a fresh context and lists the JS its frames downloaded (gzip of each body) until
 * the page is loaded and the network quiet, with no interaction: what a visitor who never comes
 * near a connect control pays on a page with `preload: 'interaction'`.
 */
export async function measureJsBeforeInteraction(
  browser: Browser,
  url: string,
  modalOrigin: string,
  outside: string[],
): Promise<LoadedScript[]> {
  const { context, close } = await openBenchContext(browser, modalOrigin, outside)
  try {
    const page = await context.newPage()
    const scripts: Array<Promise<LoadedScript>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        response.body().then((body) => ({ url: response.url(), gzipBytes: gzipBytes(body) })),
      )
    })
    // Until the network is quiet (500 ms without a request): an iframe made after the load event
    // and its scripts count too.
    await page.goto(url, { waitUntil: 'networkidle' })
    return await Promise.all(scripts)
  } finally {
    await close()
  }
}
