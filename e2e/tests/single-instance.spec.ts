import { hostPageUrl } from '../support/host.ts'
import { MODAL_IFRAME, modalView, waitUntilReady } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

test.describe('one instance', () => {
  test('behavior: a page that calls createModal twice has one iframe', async ({ page, urls }) => {
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal, instances: 2 }))
    await waitUntilReady(page)
    await expect(page.locator('iframe')).toHaveCount(1)
    await expect(page.locator(MODAL_IFRAME)).toHaveCount(1)
    expect(
      await page.evaluate(() => window.airlock.instances[0] === window.airlock.instances[1]),
    ).toBe(true)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(modalView(page).dialog).toBeVisible()
  })

  test('behavior: a destroyed instance leaves no iframe, and a new one mounts one', async ({
    page,
    urls,
  }) => {
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal }))
    await waitUntilReady(page)
    await page.evaluate(() => window.airlock.modal.destroy())
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.evaluate((modalUrl) => {
      window.airlock.modal = window.airlock.createModal({ projectId: 'demo', modalUrl })
    }, urls.modal)
    await waitUntilReady(page)
    await expect(page.locator(MODAL_IFRAME)).toHaveCount(1)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(modalView(page).dialog).toBeVisible()
  })
})
