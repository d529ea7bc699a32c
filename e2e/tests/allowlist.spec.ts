import { expectOverlay } from '../support/expectOverlay.ts'
import { hostPageUrl } from '../support/hostPageUrl.ts'
import { modalView } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

test.describe('allowlist', () => {
  test('error: a host origin the project does not allow gets no working modal', async ({
    page,
    urls,
  }) => {
    // The test pages are also served from an origin that is not in projects/demo.json.
    await page.goto(hostPageUrl(urls.otherPages, { modal: urls.modal, timeout: 1_500 }))
    const { iframe, frame, dialog } = modalView(page)
    await expect(iframe).toBeAttached()

    // Inside the iframe: only the explanation, naming the origin that was refused.
    const explanation = frame.getByRole('heading', { name: 'Invalid App Configuration' })
    await expect(explanation).toBeAttached()
    await expect(frame.locator('body')).toContainText(new URL(urls.otherPages).origin)
    await expect(dialog).toHaveCount(0)
    await expect(frame.locator('button, a[href], input, select, textarea')).toHaveCount(0)

    // The visitor's click opens nothing; the SDK reports why.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.locator('#open-result')).toHaveText('error HANDSHAKE_TIMEOUT')
    await expectOverlay(iframe, 'closed')
    const state = await page.evaluate(() => window.airlock.modal.getState())
    expect(state).toMatchObject({ ready: false, open: false, error: { code: 'HANDSHAKE_TIMEOUT' } })

    // The hidden iframe does not sit in the way of the host page.
    await page.getByRole('button', { name: 'Host action' }).click()
    await expect(page.locator('#clicks')).toHaveText('1')
  })

  test('error: an unknown project gets the explanation too', async ({ page, urls }) => {
    await page.goto(
      `${hostPageUrl(urls.allowedPages, { modal: urls.modal, timeout: 1_500 })}&project=nope`,
    )
    const { frame, dialog } = modalView(page)
    await expect(frame.getByRole('heading', { name: 'Invalid App Configuration' })).toBeAttached()
    await expect(frame.locator('body')).toContainText('nope')
    await expect(dialog).toHaveCount(0)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.locator('#open-result')).toHaveText('error HANDSHAKE_TIMEOUT')
  })
})
