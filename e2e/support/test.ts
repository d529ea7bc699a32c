import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'

/** Fixtures every browser test gets. */
export type AirlockFixtures = {
  /** The origins of this run. */
  urls: E2eUrls
  /** Console errors and uncaught exceptions of the page and its frames, as text. */
  consoleErrors: string[]
  /**
   * Requests (and WebSockets) to hosts outside this machine, recorded as `METHOD url`. The test
   * fails at its end unless this is empty.
   */
  outsideRequests: string[]
}

/**
 * Playwright's `test` with the fixtures of this suite. Every test runs in a context that
 * - records every request and WebSocket of the page and its frames, aborts those to hosts other
 *   than 127.0.0.1/localhost, and fails the test if there was any (budget: 0 requests to hosts
 *   the project did not configure).
 */
export const test = base.extend<AirlockFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  urls: async ({}, use) => {
    await use(e2eUrls())
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  outsideRequests: async ({}, use) => {
    await use([])
  },
  context: async ({ context, outsideRequests: outside }, use) => {
    await guardOutsideRequests(context, outside)
    await use(context)
    // Awaited here, inside the test: a close still running when the test ends fails the worker
    // ("Test ended."), outside any test.
    await Promise.all((otherDevices.get(context) ?? []).map((device) => device.close()))
    expect(outside, 'requests to hosts outside this machine').toEqual([])
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
    await use(errors)
  },
})

export { expect }

/** Where each test context's requests to other hosts are listed, for the contexts a test adds. */
const outsideLists = new WeakMap<BrowserContext, string[]>()

/** The other devices ({@link openOtherDevice}) of each test context, closed with it. */
const otherDevices = new WeakMap<BrowserContext, BrowserContext[]>()

/**
 * Lists every request and WebSocket of `context`'s pages and frames to a host other than
 * 127.0.0.1/localhost in `outside`, and aborts it at once.
 */
async function guardOutsideRequests(context: BrowserContext, outside: string[]): Promise<void> {
  outsideLists.set(context, outside)
  context.on('request', (request) => {
    if (!isLocalUrl(request.url())) outside.push(`${request.method()} ${request.url()}`)
  })
  // Only requests to other hosts are routed, and aborted at once. A pattern, not a function:
  // Playwright matches it in the browser's driver, so requests to this machine go on there,
  // while a function routes every request (and every WebSocket message) through this process.
  await context.route(OUTSIDE_URL, (route) => route.abort('blockedbyclient'))
  await context.routeWebSocket(OUTSIDE_URL, (socket) => {
    outside.push(`WS ${socket.url()}`)
    return socket.close()
  })
}

/**
 * A second browser context for the test that owns `page`: another device, the phone a wallet runs
 * on. Its requests to other hosts fail that test like the test's own, and it closes with the
 * test's context. Its pages get a window of their own: a second page of the test's context is a
 * tab in front of the test's page, and a tab behind draws no frames, so each click there would
 * wait seconds for Playwright's stability check.
 */
export async function openOtherDevice(page: Page): Promise<BrowserContext> {
  const browser = page.context().browser()
  if (!browser) throw new Error('the test page has no browser')
  // Without the test's list the device's outside requests would fail nothing: refuse instead.
  const outside = outsideLists.get(page.context())
  if (!outside) throw new Error("openOtherDevice: the page is not a test fixture's page")
  const device = await browser.newContext()
  otherDevices.set(page.context(), [...(otherDevices.get(page.context()) ?? []), device])
  await guardOutsideRequests(device, outside)
  return device
}

/** The origins a browser test talks to. */
export type E2eUrls = {
  /** The demo host, an origin the demo project allows: `http://127.0.0.1:<port>/`. */
  host: string
  /** The modal's origin: `http://localhost:<port>/`. */
  modal: string
  /** The test pages on the demo host's origin (see `writeHostRoot` in `stack.ts`). */
  allowedPages: string
  /** The same test pages on an origin the demo project does NOT allow. */
  otherPages: string
  /** A third origin, for a frame that is neither the host nor the modal. */
  foreignPages: string
}

/**
 * Reads the URLs globalSetup published in the environment for the test workers.
 */
function e2eUrls(): E2eUrls {
  const hostPort = requirePort('AIRLOCK_E2E_HOST_PORT')
  const modalPort = requirePort('AIRLOCK_E2E_MODAL_PORT')
  const pagesPort = requirePort('AIRLOCK_E2E_PAGES_PORT')
  return {
    host: `http://127.0.0.1:${hostPort}/`,
    modal: `http://localhost:${modalPort}/`,
    allowedPages: `http://127.0.0.1:${hostPort}/__e2e__/`,
    otherPages: `http://127.0.0.1:${pagesPort}/`,
    foreignPages: `http://localhost:${pagesPort}/`,
  }
}

function requirePort(name: string): string {
  const value = process.env[name]
  if (value === undefined || !/^\d+$/.test(value)) {
    throw new Error(`${name} is not set: run the browser tests through e2e/playwright.config.ts`)
  }
  return value
}

/**
 * A URL to a host other than this machine (127.0.0.1, localhost, [::1]). `data:`, `blob:` and
 * `about:` URLs never leave the browser and do not match.
 */
const OUTSIDE_URL =
  /^(?!(?:data|blob|about):)(?![a-z][a-z\d+.-]*:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?:[:/?#]|$))/i

/** Whether a URL the browser requested stays on this machine. */
function isLocalUrl(url: string): boolean {
  return !OUTSIDE_URL.test(url)
}
