// The modal checks every page above its host, not only the host (location.ancestorOrigins): an
// allowed host framed by a page of another origin must not hand that page a working modal.
import type { FrameLocator, Page } from '@playwright/test'
import { hostPageUrl } from '../support/host.ts'
import { MODAL_IFRAME } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

const FRAMED_HOST = 'iframe[title="Framed host page"]'

function outerPageUrl(pagesBase: string, src: string): string {
  return `${pagesBase}outer.html?${new URLSearchParams({ src })}`
}

/** What the host SDK of the framed host page reports (`window.airlock.modal.getState()`). */
async function framedHostState(page: Page) {
  const frame = await (await page.locator(FRAMED_HOST).elementHandle())?.contentFrame()
  if (!frame) throw new Error('the framed host page has no frame')
  return frame.evaluate(() => window.airlock.modal.getState())
}

test.describe('nested frames', () => {
  test('error: an allowed host framed by a page of a non-allowed origin gets no interactive modal', async ({
    page,
    urls,
  }) => {
    // The handshake timeout is a minute: the refusal must come from the modal, not the timeout.
    const host = hostPageUrl(urls.allowedPages, { modal: urls.modal, timeout: 60_000 })
    await page.goto(outerPageUrl(urls.foreignPages, host))
    const hostFrame: FrameLocator = page.frameLocator(FRAMED_HOST)
    const modal = hostFrame.frameLocator(MODAL_IFRAME)

    // Inside the modal iframe: only the explanation, naming the page that framed the host.
    const outerOrigin = new URL(urls.foreignPages).origin
    await expect(modal.getByRole('heading', { name: 'Invalid App Configuration' })).toBeAttached()
    await expect(modal.locator('body')).toContainText(`is framed by ${outerOrigin}`)
    await expect(modal.getByRole('dialog')).toHaveCount(0)
    await expect(modal.locator('button, a[href], input, select, textarea')).toHaveCount(0)

    // The visitor's click opens nothing; the host's SDK reports the modal's reason at once.
    await hostFrame.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(hostFrame.locator('#open-result')).toHaveText('error ORIGIN_NOT_ALLOWED')
    expect(await framedHostState(page)).toMatchObject({
      ready: false,
      open: false,
      error: {
        code: 'ORIGIN_NOT_ALLOWED',
        message: expect.stringContaining(
          `${new URL(urls.allowedPages).origin} is framed by ${outerOrigin}, which is not on the allowlist of project demo.`,
        ),
      },
    })
  })

  test('behavior: the same host framed by a page of its own (allowed) origin works', async ({
    page,
    urls,
  }) => {
    const host = hostPageUrl(urls.allowedPages, { modal: urls.modal })
    await page.goto(outerPageUrl(urls.allowedPages, host))
    const hostFrame = page.frameLocator(FRAMED_HOST)
    await expect.poll(async () => (await framedHostState(page)).ready).toBe(true)
    await hostFrame.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(hostFrame.frameLocator(MODAL_IFRAME).getByRole('dialog')).toBeVisible()
  })
})
