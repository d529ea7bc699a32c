import type { Browser, BrowserContext } from 'playwright-core'
import { installDialogProbe } from './installDialogProbe.ts'

/** A fresh browser context (cold HTTP cache, no storage) with the bench's instrumentation. */
export type BenchContext = { context: BrowserContext; close: () => Promise<void> }

/**
 * Opens a fresh context whose frames carry the dialog probe, and which adds every request to a
 * host other than 127.0.0.1/localhost to `outside` (the browser is launched with a host resolver
 * rule that makes such requests fail at once instead of waiting on the network).
 *
 * @example
 * ```ts
 * const { context, close } = await openBenchContext(browser, 'http://localhost:4310', outside)
 * ```
 */
export async function openBenchContext(
  browser: Browser,
  modalOrigin: string,
  outside: string[],
): Promise<BenchContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // tsx compiles with esbuild's keepNames, which wraps named functions in a `__name(...)` helper
  // that does not exist in the page when Playwright sends those functions there.
  await context.addInitScript('globalThis.__name ??= (target) => target')
  await context.addInitScript(installDialogProbe, modalOrigin)
  context.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url())
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(protocol)) return
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') outside.push(request.url())
  })
  return { context, close: () => context.close() }
}
