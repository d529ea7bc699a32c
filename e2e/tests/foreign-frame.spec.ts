import { hostPageUrl } from '../support/host.ts'
import { expectOverlay, modalFrame, modalView, waitUntilReady } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

test.describe('foreign frames', () => {
  test('behavior: channel-shaped messages from a third-origin frame are ignored', async ({
    page,
    urls,
    consoleErrors,
  }) => {
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal }))
    await waitUntilReady(page)
    const { iframe, dialog } = modalView(page)
    const before = await page.evaluate(() => window.airlock.modal.getState())
    const src = (await iframe.getAttribute('src')) ?? ''
    const channel = new URLSearchParams(new URL(src).hash.slice(1)).get('instance') ?? ''
    expect(channel).not.toBe('')

    // Both windows learn when the foreign frame's last message arrived: messages from one source
    // to one target are delivered in order, so every attack message was handled before it.
    const markerSeen = () => {
      window.__foreignDone = new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.data?.airlockE2e === 'foreign-done') resolve()
        })
      })
    }
    const modal = await modalFrame(page)
    await page.evaluate(markerSeen)
    await modal.evaluate(markerSeen)

    await page.evaluate((url) => {
      const frame = document.createElement('iframe')
      frame.title = 'Foreign frame'
      frame.src = url
      document.body.append(frame)
    }, `${urls.foreignPages}foreign.html#channel=${channel}&modalFrame=0`)
    await expect(page.frameLocator('iframe[title="Foreign frame"]').locator('#status')).toHaveText(
      'sent',
    )
    await page.evaluate(() => window.__foreignDone)
    await modal.evaluate(() => window.__foreignDone)

    // Nothing happened: no dialog, the same host state, no popup, nobody answered the port.
    await expectOverlay(iframe, 'closed')
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => window.airlock.modal.getState())).toEqual(before)
    expect(page.context().pages()).toHaveLength(1)
    await expect(page.frameLocator('iframe[title="Foreign frame"]').locator('#status')).toHaveText(
      'sent',
    )
    const foreignOrigin = new URL(urls.foreignPages).origin
    expect(consoleErrors.filter((error) => !error.startsWith(foreignOrigin))).toEqual([])

    // The real channel still works.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog).toBeVisible()
  })
})

declare global {
  interface Window {
    __foreignDone: Promise<void>
  }
}
