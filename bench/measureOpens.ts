import type { Browser, Frame, Page } from 'playwright-core'
import type { BenchWindow } from './BenchWindow.ts'
import { findModalFrame } from './findModalFrame.ts'
import { heapUsedMB } from './heapUsedMB.ts'
import { openBenchContext } from './openBenchContext.ts'

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
 *
 * @example
 * ```ts
 * const sample = await measureOpens(browser, `${host}sdk.html`, modalOrigin, 3, outside)
 * ```
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
    await page.waitForFunction(
      () => (window as unknown as BenchWindow).airlock.modal.getState().ready,
    )
    const frame = await findModalFrame(page, modalOrigin)
    await frame.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 2_000 })))
    const modalHeapMB = await heapUsedMB(context, frame)
    const durations: number[] = []
    for (let open = 0; open <= warmOpens; open += 1) {
      durations.push(await openOnce(page, frame, open))
      await closeAndSettle(page, frame)
    }
    const [coldMs, ...warmMs] = durations
    return { coldMs: coldMs as number, warmMs, modalHeapMB }
  } finally {
    await close()
  }
}

async function openOnce(page: Page, frame: Frame, index: number): Promise<number> {
  await page.click('#connect')
  await frame.waitForFunction(
    (count) => (window as unknown as BenchWindow).__dialogProbe.shownAt.length > count,
    index,
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
