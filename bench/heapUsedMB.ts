import type { BrowserContext, Frame, Page } from 'playwright-core'

/**
 * The JS heap in use by a page or by an out-of-process iframe, in MB (1024 × 1024 bytes), after a
 * full garbage collection. Uses the DevTools protocol (`HeapProfiler.collectGarbage`,
 * `Runtime.getHeapUsage`) on the target that runs it: for a cross-site iframe that is the
 * iframe's own renderer, so the figure is the iframe's heap alone.
 *
 * @example
 * ```ts
 * const mb = await heapUsedMB(context, modalFrame)
 * ```
 */
export async function heapUsedMB(context: BrowserContext, target: Page | Frame): Promise<number> {
  const session = await context.newCDPSession(target)
  try {
    await session.send('HeapProfiler.collectGarbage')
    const usage = await session.send('Runtime.getHeapUsage')
    return usage.usedSize / (1024 * 1024)
  } finally {
    await session.detach()
  }
}
