import type { Frame, Page } from 'playwright-core'

/**
 * Waits until the page has a frame on the modal's origin and returns it.
 *
 * @example
 * ```ts
 * const frame = await findModalFrame(page, 'http://localhost:4310')
 * ```
 */
export async function findModalFrame(page: Page, modalOrigin: string): Promise<Frame> {
  const handle = await page.waitForSelector(`iframe[src^="${modalOrigin}/"]`, { state: 'attached' })
  const frame = await handle.contentFrame()
  if (frame === null) throw new Error('the modal iframe has no frame')
  await frame.waitForFunction(() => '__dialogProbe' in window)
  return frame
}
