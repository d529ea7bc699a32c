import type { Page } from '@playwright/test'
import { framePainted, hostPageUrl } from '../support/host.ts'
import {
  expectOverlay,
  type HeldModalScripts,
  holdModalScripts,
  modalFrame,
  modalView,
  waitUntilReady,
} from '../support/modal.ts'
import { type E2eUrls, expect, test } from '../support/test.ts'

/**
 * Loads the host page with the modal's scripts held back (see `holdModalScripts`), and returns
 * once the modal's frame asks for one of them.
 */
async function loadWithScriptsHeld(
  page: Page,
  urls: E2eUrls,
  theme?: 'light',
): Promise<HeldModalScripts> {
  const scripts = await holdModalScripts(page, urls.modal)
  await page.goto(
    hostPageUrl(urls.allowedPages, { modal: urls.modal, ...(theme ? { theme } : {}) }),
  )
  await expect.poll(scripts.held).toBeGreaterThan(0)
  return scripts
}

test.describe('modal boot', () => {
  test('default: the project file is asked for once, by the inline script index.html runs under the modal CSP', async ({
    page,
    urls,
    consoleErrors,
  }) => {
    const projectRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/projects/demo.json') {
        projectRequests.push(request.url())
      }
    })
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal }))
    await waitUntilReady(page)
    const frame = await modalFrame(page)
    // The script ran (the CSP lets it in by its hash), and boot took its answer: one request.
    const prefetchedUrl = await frame.evaluate(
      () => (window as { airlockProjectPrefetch?: { url: string } }).airlockProjectPrefetch?.url,
    )
    expect(prefetchedUrl).toBe(`${new URL(urls.modal).origin}/projects/demo.json`)
    expect(projectRequests).toEqual([prefetchedUrl])
    expect(consoleErrors).toEqual([])
  })

  test("behavior: Connect tapped while the modal's JS is still on its way shows its loading card at once, in the host's theme, then the dialog in its place", async ({
    page,
    urls,
    consoleErrors,
  }) => {
    // The modal's scripts are held back, as on a slow phone network, until the card was seen.
    const scripts = await loadWithScriptsHeld(page, urls, 'light')
    const { iframe, frame, dialog } = modalView(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expectOverlay(iframe, 'open')
    const card = frame.locator('.al-boot-card')
    await expect(card.getByRole('status')).toHaveText('Loading…')
    await expect(card).toBeVisible()
    // White, written either way: the theme's colour mix computes to the color() form.
    await expect(card).toHaveCSS('background-color', /^(rgb\(255, 255, 255\)|color\(srgb 1 1 1\))$/)
    await expect(page.locator('#open-result')).toHaveText('pending')
    expect(await page.evaluate(() => window.airlock.modal.getState())).toMatchObject({
      ready: false,
      open: true,
    })

    scripts.release()
    await expect(dialog).toBeVisible()
    await expect(card).toHaveCount(0)
    await expect(page.locator('#open-result')).toHaveText('opened')
    // The dialog took the card's place: its backdrop does not fade in from nothing again.
    const root = frame.locator('html')
    await expect(root).toHaveAttribute('data-entered', 'true')
    await expect(root).toHaveAttribute('data-theme', 'light')
    await page.keyboard.press('Escape')
    await expectOverlay(iframe, 'closed')
    await expect(root).not.toHaveAttribute('data-entered')
    expect(consoleErrors).toEqual([])
  })

  test("behavior: the web font is asked for once the modal's JS is in, not while it downloads, and the dialog is in it", async ({
    page,
    urls,
    consoleErrors,
  }) => {
    // On a slow network the font's 48 KB beside the JS would delay the modal's readiness.
    const scripts = await loadWithScriptsHeld(page, urls)
    const { frame: frameLocator, dialog } = modalView(page)
    await expect(frameLocator.locator('.al-boot-card')).toHaveCSS('display', 'flex')
    const frame = await modalFrame(page)
    const interStatus = () =>
      frame.evaluate(() => {
        // Laid out now, as the loading card is while the JS downloads.
        document.querySelector('.al-boot-card')?.getBoundingClientRect()
        return [...document.fonts].find((face) => face.family.includes('Inter'))?.status
      })
    expect(await interStatus()).toBe('unloaded')

    scripts.release()
    await waitUntilReady(page)
    await expect.poll(interStatus).toBe('loaded')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toHaveCSS(
      'font-family',
      /^"Inter Variable"/,
    )
    expect(consoleErrors).toEqual([])
  })

  test('behavior: the loading card of a modal slow to boot can be dismissed, with Escape or a tap beside it; once booted the modal stays closed until asked again', async ({
    page,
    urls,
    consoleErrors,
  }) => {
    const scripts = await loadWithScriptsHeld(page, urls)
    const { iframe, frame, dialog } = modalView(page)
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    const card = frame.locator('.al-boot-card')

    await connect.click()
    await expectOverlay(iframe, 'open')
    await expect(card).toBeVisible()
    await page.keyboard.press('Escape')
    await expectOverlay(iframe, 'closed')
    // The queued open settled, as with close(); focus is back on the host's button.
    await expect(page.locator('#open-result')).toHaveText('opened')
    await expect(connect).toBeFocused()

    await connect.click()
    await expectOverlay(iframe, 'open')
    // The browser routes a tap by the last frame it painted, where the iframe was still closed
    // to taps: on a busy machine the tap went to the host page.
    await framePainted(page)
    // A tap beside the card (on the backdrop, at the top-left corner of the viewport).
    await page.mouse.click(5, 5)
    await expectOverlay(iframe, 'closed')
    expect(await page.evaluate(() => window.airlock.modal.getState())).toMatchObject({
      ready: false,
      open: false,
    })

    scripts.release()
    await waitUntilReady(page)
    await expectOverlay(iframe, 'closed')
    await expect(dialog).toBeHidden()
    await connect.click()
    await expect(dialog).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
})
