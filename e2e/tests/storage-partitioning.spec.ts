import { chromiumLaunchOptions } from '@airlock/testkit/browser'
import type { Frame, Page } from '@playwright/test'
import { hostPageUrl } from '../support/host.ts'
import { MODAL_IFRAME, modalFrame, waitUntilReady } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

// The modal's storage in its cross-site iframe, as a visitor's browser gives it: it works (no
// SecurityError) and is partitioned by top-level site. Playwright turns partitioning off;
// chromiumLaunchOptions turns it back on.

const PROBE_KEY = 'airlock-e2e-partition-probe'

/** The modal iframe of `page` once its document is the modal's (not the initial about:blank). */
async function loadedModalFrame(page: Page, modalOrigin: string): Promise<Frame> {
  await expect(page.locator(MODAL_IFRAME)).toBeAttached()
  const frame = await modalFrame(page)
  // Read as text: a frame not navigated yet has the URL '', which `new URL` throws on, and a
  // throw ends the poll instead of retrying.
  await expect.poll(() => frame.url().startsWith(`${modalOrigin}/`)).toBe(true)
  await frame.waitForLoadState('domcontentloaded')
  return frame
}

/** `localStorage.getItem(key)` in `frame`, or the name of the error it threw. */
function readStorage(frame: Frame, key: string): Promise<string | null> {
  return frame.evaluate((name) => {
    try {
      return localStorage.getItem(name)
    } catch (error) {
      return `threw ${(error as Error).name}`
    }
  }, key)
}

test.describe('storage partitioning', () => {
  test("default: Playwright's disabled features minus ThirdPartyStoragePartitioning, last", async ({
    playwright,
  }) => {
    // What Playwright passes to Chromium, through its public launchServer (launch() does not
    // expose the process).
    const server = await playwright.chromium.launchServer(chromiumLaunchOptions)
    const switches = server
      .process()
      .spawnargs.filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(',').filter(Boolean))
    await server.close()
    const [playwrights, ...rest] = switches
    const ours = rest.at(-1)
    expect(playwrights, "Playwright's own --disable-features").toContain(
      'ThirdPartyStoragePartitioning',
    )
    // Chromium keeps only the last switch: ours must come last and carry the rest of Playwright's.
    expect(ours, 'our --disable-features (chromiumLaunchOptions)').toBeDefined()
    expect([...(ours ?? [])].sort()).toEqual(
      (playwrights ?? []).filter((feature) => feature !== 'ThirdPartyStoragePartitioning').sort(),
    )
  })

  test('behavior: the modal iframe has storage, partitioned by the top-level site', async ({
    page,
    context,
    urls,
  }) => {
    const modalOrigin = new URL(urls.modal).origin
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal }))
    await waitUntilReady(page)
    const frame = await loadedModalFrame(page, modalOrigin)
    const written = await frame.evaluate((key) => {
      try {
        localStorage.setItem(key, 'written under 127.0.0.1')
        return 'ok'
      } catch (error) {
        return `threw ${(error as Error).name}`
      }
    }, PROBE_KEY)
    expect(written).toBe('ok')
    expect(await readStorage(frame, PROBE_KEY)).toBe('written under 127.0.0.1')

    // Another origin on the same top-level site (127.0.0.1, another port) shares the partition.
    const sameSite = await context.newPage()
    await sameSite.goto(hostPageUrl(urls.otherPages, { modal: urls.modal, timeout: 1_500 }))
    expect(await readStorage(await loadedModalFrame(sameSite, modalOrigin), PROBE_KEY)).toBe(
      'written under 127.0.0.1',
    )

    // Another top-level site (localhost) embedding the same modal origin does not see it.
    const otherSite = await context.newPage()
    await otherSite.goto(hostPageUrl(urls.foreignPages, { modal: urls.modal, timeout: 1_500 }))
    expect(await readStorage(await loadedModalFrame(otherSite, modalOrigin), PROBE_KEY)).toBeNull()

    // Nor does the modal origin as a top-level page (its own, unpartitioned storage).
    const topLevel = await context.newPage()
    await topLevel.goto(urls.modal)
    expect(await readStorage(topLevel.mainFrame(), PROBE_KEY)).toBeNull()
  })
})
