import type { Page } from '@playwright/test'
import { hostPageUrl } from '../support/host.ts'
import { expectOverlay, modalView, waitForFocusInDialog } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

/**
 * Makes the modal's origin unreachable from this page (every request refused, as a server that
 * is down) until the returned function brings it back.
 */
async function cutModalOrigin(page: Page, modalUrl: string): Promise<() => void> {
  let down = true
  await page.route(`${modalUrl}**`, (route) =>
    down ? route.abort('connectionrefused') : route.fallback(),
  )
  return () => {
    down = false
  }
}

test.describe('unreachable modal', () => {
  test("behavior: the host's card shows from the click; after the timeout it says so, and Retry opens the modal once it is back", async ({
    page,
    urls,
  }) => {
    const restore = await cutModalOrigin(page, urls.modal)
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal, timeout: 3_000 }))
    await page.getByRole('button', { name: 'Connect Wallet' }).click()

    // At once, in the host page: the visitor sees their click land.
    const card = page.getByRole('dialog', { name: 'Wallet connection' })
    await expect(card.getByRole('status')).toHaveText('Loading…')
    // The browser's error page in the iframe is never shown.
    await expectOverlay(modalView(page).iframe, 'closed')

    // The handshake times out: the card names the problem and offers Retry.
    await expect(card.getByRole('alert')).toHaveText(
      'The wallet window cannot be reached. Check your connection and try again.',
    )
    await expect(page.locator('#open-result')).toHaveText('error HANDSHAKE_TIMEOUT')
    await expect(card.getByRole('button', { name: 'Retry' })).toBeFocused()

    restore()
    await card.getByRole('button', { name: 'Retry' }).click()
    const { dialog, iframe } = modalView(page)
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect(card).toHaveCount(0)
    await expectOverlay(iframe, 'open')
    const state = await page.evaluate(() => window.airlock.modal.getState())
    expect(state).toMatchObject({ ready: true, open: true, error: null })
    await expect(page.locator(`iframe[title="Airlock wallet connection"]`)).toHaveCount(1)
  })

  test('behavior: Escape closes the failed card; a later click tries again and opens the modal (no reload)', async ({
    page,
    urls,
  }) => {
    const restore = await cutModalOrigin(page, urls.modal)
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal, timeout: 3_000 }))
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    await connect.click()
    const card = page.getByRole('dialog', { name: 'Wallet connection' })
    await expect(card.getByRole('alert')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(card).toHaveCount(0)
    // The page is usable again, and focus is back on the visitor's button.
    await expect(connect).toBeFocused()
    await page.getByRole('button', { name: 'Host action' }).click()
    await expect(page.locator('#clicks')).toHaveText('1')

    restore()
    await connect.click()
    await expect(page.locator('#open-result')).toHaveText('opened')
    await expect(
      modalView(page).dialog.getByRole('heading', { name: 'Connect Wallet' }),
    ).toBeVisible()
    await waitForFocusInDialog(page)
  })
})
