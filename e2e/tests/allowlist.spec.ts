import { hostPageUrl } from '../support/host.ts'
import { expectOverlay, modalView } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

test.describe('allowlist', () => {
  test('error: a host origin the project does not allow gets no working modal', async ({
    page,
    urls,
  }) => {
    // The test pages are also served from an origin that is not in projects/demo.json. The
    // handshake timeout is a minute: the refusal must come from the modal, not from the timeout.
    await page.goto(hostPageUrl(urls.otherPages, { modal: urls.modal, timeout: 60_000 }))
    const { iframe, frame, dialog } = modalView(page)
    await expect(iframe).toBeAttached()

    // Inside the iframe: only the explanation, naming the origin that was refused.
    const explanation = frame.getByRole('heading', { name: 'Invalid App Configuration' })
    await expect(explanation).toBeAttached()
    await expect(frame.locator('body')).toContainText(new URL(urls.otherPages).origin)
    await expect(dialog).toHaveCount(0)
    await expect(frame.locator('button, a[href], input, select, textarea')).toHaveCount(0)

    // The visitor's click opens nothing; the SDK reports the modal's reason at once.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.locator('#open-result')).toHaveText('error ORIGIN_NOT_ALLOWED')
    await expectOverlay(iframe, 'closed')
    const state = await page.evaluate(() => window.airlock.modal.getState())
    expect(state).toMatchObject({
      ready: false,
      open: false,
      error: {
        code: 'ORIGIN_NOT_ALLOWED',
        message: `${new URL(urls.otherPages).origin} is not on the allowlist of project demo. The operator of this modal must add it to "allowedOrigins" in projects/demo.json.`,
      },
    })

    // The hidden iframe does not sit in the way of the host page.
    await page.getByRole('button', { name: 'Host action' }).click()
    await expect(page.locator('#clicks')).toHaveText('1')
  })

  test('error: an unknown project gets the explanation too', async ({ page, urls }) => {
    await page.goto(
      `${hostPageUrl(urls.allowedPages, { modal: urls.modal, timeout: 60_000 })}&project=nope`,
    )
    const { frame, dialog } = modalView(page)
    await expect(frame.getByRole('heading', { name: 'Invalid App Configuration' })).toBeAttached()
    await expect(frame.locator('body')).toContainText('nope')
    await expect(dialog).toHaveCount(0)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.locator('#open-result')).toHaveText('error PROJECT_NOT_FOUND')
    const error = await page.evaluate(() => window.airlock.modal.getState().error)
    expect(error?.message).toContain('Project nope does not exist')
  })

  test('error: an unreachable modal origin ends in HANDSHAKE_TIMEOUT naming the modal URL', async ({
    page,
    urls,
  }) => {
    // Port 9 (discard) has no server on this machine: the iframe shows the browser's error page.
    const unreachable = 'http://127.0.0.1:9/'
    await page.goto(hostPageUrl(urls.allowedPages, { modal: unreachable, timeout: 5_000 }))
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    // Waiting, the page is never covered by that error page: only the modal's own page, which
    // says it has arrived, is shown before the handshake.
    await expect(page.locator('#open-result')).toHaveText('pending')
    await expectOverlay(modalView(page).iframe, 'closed')
    await expect(page.locator('#open-result')).toHaveText('error HANDSHAKE_TIMEOUT', {
      timeout: 15_000,
    })
    const error = await page.evaluate(() => window.airlock.modal.getState().error)
    expect(error?.message).toBe(
      `No answer from the modal at ${unreachable} in 5000 ms: is it reachable from this page, and is this page's origin in a project's allowedOrigins?`,
    )
    await expectOverlay(modalView(page).iframe, 'closed')
  })
})
