import type { Browser, BrowserContext, BrowserContextOptions, Frame, Page } from 'playwright-core'

/**
 * What the bench pages and the dialog probe leave on `window` (typed here, not as globals, so they
 * do not clash with the browser tests' own window types). Cast inside `evaluate` callbacks:
 * `(window as unknown as BenchWindow).__clickAt`.
 */
export type BenchWindow = {
  /** Modal frame: the dialog probe. */
  __dialogProbe: DialogProbe
  /** Host page: epoch milliseconds of each click on Connect Wallet. */
  __clickAt: number[]
  /** Fresh page: epoch milliseconds when its script called createModal(). */
  __startedAt: number
  /** Host pages with the SDK: the instance. */
  airlock: {
    modal: {
      getState(): { ready: boolean; open: boolean; status: string }
      close(): Promise<unknown>
    }
  }
}

/** What the probe leaves on the modal's window. */
type DialogProbe = {
  /** Epoch milliseconds at which the dialog became visible, once per time it was shown. */
  shownAt: number[]
  /** Whether the dialog is visible now. */
  visible: boolean
}

/**
 * An init script for every frame of a bench context: in the modal's frame it watches the dialog
 * (`[role="dialog"]`) and records, each time it goes from hidden to visible, the time right after
 * the frame that paints it (a `requestAnimationFrame` sees it visible, then a task queued from
 * there runs after that frame's paint). Mutations start a short frame-by-frame check, so a CSS
 * transition that starts at opacity 0 counts only when something is painted.
 */
function installDialogProbe(modalOrigin: string): void {
  if (location.origin !== modalOrigin) return
  const probe: DialogProbe = { shownAt: [], visible: false }
  Object.assign(window, { __dialogProbe: probe })
  const isVisible = () => {
    const dialog = document.querySelector('[role="dialog"]')
    if (dialog === null) return false
    const shown = dialog.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    return shown && dialog.getBoundingClientRect().width > 0
  }
  let framesLeft = 0
  let looping = false
  const tick = () => {
    const visible = isVisible()
    if (visible && !probe.visible) {
      setTimeout(() => probe.shownAt.push(performance.timeOrigin + performance.now()), 0)
    }
    probe.visible = visible
    framesLeft -= 1
    if (framesLeft > 0) requestAnimationFrame(tick)
    else looping = false
  }
  const watch = () => {
    framesLeft = 30
    if (looping) return
    looping = true
    requestAnimationFrame(tick)
  }
  new MutationObserver(watch).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  })
}

/** A fresh browser context (cold HTTP cache, no storage) with the bench's instrumentation. */
export type BenchContext = { context: BrowserContext; close: () => Promise<void> }

/**
 * Opens a fresh context whose frames carry the dialog probe, and which adds every request to a
 * host other than 127.0.0.1/localhost to `outside` (the browser is launched with a host resolver
 * rule that makes such requests fail at once instead of waiting on the network).
 */
export async function openBenchContext(
  browser: Browser,
  modalOrigin: string,
  outside: string[],
  device: BrowserContextOptions = { viewport: { width: 1280, height: 800 } },
): Promise<BenchContext> {
  const context = await browser.newContext(device)
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

/**
 * Waits until the page has a frame on the modal's origin and returns it.
 */
export async function findModalFrame(page: Page, modalOrigin: string): Promise<Frame> {
  const handle = await page.waitForSelector(`iframe[src^="${modalOrigin}/"]`, { state: 'attached' })
  const frame = await handle.contentFrame()
  if (frame === null) throw new Error('the modal iframe has no frame')
  await frame.waitForFunction(() => '__dialogProbe' in window)
  return frame
}

/**
 * The JS heap in use by a page or by an out-of-process iframe, in MB (1024 × 1024 bytes), after a
 * full garbage collection. Uses the DevTools protocol (`HeapProfiler.collectGarbage`,
 * `Runtime.getHeapUsage`) on the target that runs it: for a cross-site iframe that is the
 * iframe's own renderer, so the figure is the iframe's heap alone.
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
