import type { Frame, Page } from '@playwright/test'
import { hostPageUrl } from '../support/host.ts'
import {
  expectOverlay,
  modalFrame,
  modalView,
  waitForFocusInDialog,
  waitUntilReady,
} from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

/**
 * Reloads the modal iframe's document from inside it, as a crash or a deploy would, and returns
 * once the new document has replaced the old one (so nothing the old one does counts after).
 */
async function reloadModal(page: Page, frame: Frame): Promise<void> {
  const replaced = page.waitForEvent('framenavigated', (navigated) => navigated === frame)
  await frame.evaluate(() => {
    setTimeout(() => location.reload(), 0)
  })
  await replaced
}

/**
 * Waits until the host and the reloaded modal answer each other: a `close()` (which changes
 * nothing on a closed modal) resolves only once the host's channel reaches the new document;
 * before that it rejects with CONNECTION_RESET.
 */
async function waitForNewSession(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          window.airlock.modal.close().then(
            () => 'answered',
            (error: { code?: string }) => error.code,
          ),
        ),
      { message: 'the reloaded modal answers the host' },
    )
    .toBe('answered')
}

test.describe('iframe reload', () => {
  test.beforeEach(async ({ page, urls }) => {
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal }))
    await waitUntilReady(page)
  })

  test('behavior: after a reload between two opens the modal opens and closes again', async ({
    page,
  }) => {
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    const { iframe, dialog } = modalView(page)
    await connect.click()
    await expect(dialog).toBeVisible()
    await waitForFocusInDialog(page)
    await page.keyboard.press('Escape')
    await expectOverlay(iframe, 'closed')

    await reloadModal(page, await modalFrame(page))
    await waitForNewSession(page)

    await connect.click()
    await expect(dialog).toBeVisible()
    await expect(page.locator('#open-result')).toHaveText('opened')
    await waitForFocusInDialog(page)
    await page.keyboard.press('Escape')
    await expectOverlay(iframe, 'closed')
    await expect(connect).toBeFocused()
  })

  test('error: a call whose answer is lost in a reload rejects with CONNECTION_RESET', async ({
    page,
  }) => {
    const frame = await modalFrame(page)
    // The modal's document stops answering (its replies travel over a MessagePort), as if it
    // was torn down before it could reply; the reload then gives it a fresh document.
    await frame.evaluate(() => {
      MessagePort.prototype.postMessage = () => {}
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.locator('#open-result')).toHaveText('pending')

    await reloadModal(page, frame)

    await expect(page.locator('#open-result')).toHaveText('error CONNECTION_RESET')
    // The host recovered: the modal answers again, and the visitor can open it.
    await waitForNewSession(page)
    await expectOverlay(modalView(page).iframe, 'closed')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(modalView(page).dialog).toBeVisible()
    await expect(page.locator('#open-result')).toHaveText('opened')
  })
})
