import { test as base, expect } from '@playwright/test'
import { type E2eUrls, e2eUrls } from './e2eUrls.ts'
import { isLocalUrl } from './isLocalUrl.ts'

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
    context.on('request', (request) => {
      if (!isLocalUrl(request.url())) outside.push(`${request.method()} ${request.url()}`)
    })
    // Requests to this machine go on unchanged; any other is aborted at once.
    await context.route('**/*', (route) => {
      if (isLocalUrl(route.request().url())) return route.continue()
      return route.abort('blockedbyclient')
    })
    await context.routeWebSocket(
      (url) => !isLocalUrl(url.href),
      (socket) => {
        outside.push(`WS ${socket.url()}`)
        return socket.close()
      },
    )
    await use(context)
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
