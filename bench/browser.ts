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
 * Resolves once `predicate(arg)` is truthy in `target`, polled with plain `evaluate` calls every
 * 50 ms. Unlike `waitForFunction` or a selector wait it leaves none of Playwright's injected
 * script in the frame, which weighs about 0.5 MB of that frame's JS heap: use it on the way to
 * a heap reading, so that the reading is the page's own. Nor does it load that script into the
 * frame in the middle of a measurement: right after a click, its evaluation held the modal's main
 * thread while the dialog painted (120 ms at the phone's 4× CPU, in a trace).
 */
export async function pollUntil(
  target: Page | Frame,
  predicate: (arg: number) => unknown,
  arg = 0,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  // A frame still navigating loses its context under the evaluate: that is a "not yet".
  while (!(await target.evaluate(predicate, arg).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms: ${predicate}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Waits until the page has a frame on the modal's origin with the dialog probe, and returns it.
 * Found by polling (see {@link pollUntil}), so that the modal's heap is read without
 * Playwright's injected script in either frame.
 */
export async function findModalFrame(page: Page, modalOrigin: string): Promise<Frame> {
  const deadline = Date.now() + 60_000
  for (;;) {
    for (const frame of page.frames()) {
      if (!frame.url().startsWith(`${modalOrigin}/`)) continue
      // A frame still navigating loses its context under the evaluate: that is a "not yet".
      if (await frame.evaluate(() => '__dialogProbe' in window).catch(() => false)) return frame
    }
    if (Date.now() > deadline) throw new Error(`no frame of ${modalOrigin} with the dialog probe`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Resolves once the page (all its frames) made no request for 500 ms. */
export async function quiet(page: Page): Promise<void> {
  let last = Date.now()
  const onRequest = () => {
    last = Date.now()
  }
  page.on('request', onRequest)
  try {
    while (Date.now() - last < 500) await new Promise((r) => setTimeout(r, 100))
  } finally {
    page.off('request', onRequest)
  }
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

/**
 * Resolves once a whole round of the modal's idle time, 500 ms without a request and its idle
 * time again loaded nothing new into the modal's frame: work started at idle (which may start
 * more work at its own idle time) has run and its requests have ended.
 */
export async function settle(page: Page, frame: Frame): Promise<void> {
  const loaded = () => frame.evaluate(() => performance.getEntriesByType('resource').length)
  let before = -1
  let after = await loaded()
  while (after !== before) {
    before = after
    await idle(frame)
    await quiet(page)
    await idle(frame)
    after = await loaded()
  }
}

/** Resolves at the frame's next idle time (at most 3 s away). */
function idle(frame: Frame): Promise<unknown> {
  return frame.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 3_000 })))
}
