import { expectOverlay, MODAL_IFRAME, modalView, waitForFocusInDialog } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

test.describe('demo host', () => {
  for (const [name, path] of [
    ['vanilla', ''],
    ['React', 'react.html'],
  ] as const) {
    test(`default: the ${name} demo page opens and closes the modal`, async ({
      page,
      urls,
      consoleErrors,
    }) => {
      await page.goto(`${urls.host}${path}`)
      const connect = page.getByRole('button', { name: 'Connect Wallet' })
      const { iframe, dialog } = modalView(page)
      await connect.click()
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
      // Every demo wallet of the page, through its namespace's adapter (issue #21).
      for (const kind of ['EVM', 'Solana', 'Polkadot', 'Bitcoin', 'Cosmos']) {
        await expect(
          dialog.getByRole('button', { name: new RegExp(`Airlock Demo Wallet \\(${kind}\\)`) }),
        ).toBeVisible()
      }
      await waitForFocusInDialog(page)
      await page.keyboard.press('Escape')
      await expectOverlay(iframe, 'closed')
      await expect(connect).toBeFocused()
      // StrictMode mounts the React page twice: still one modal.
      await expect(page.locator(MODAL_IFRAME)).toHaveCount(1)
      expect(consoleErrors).toEqual([])
    })
  }
})
