import type { AirlockModal } from '@airlock/host-sdk'
import type { Page } from '@playwright/test'
import { demoWalletPrompt, escapeRegExp } from '../support/host.ts'
import { expect, test } from '../support/test.ts'

// createModal({ embed: element }): the modal inside an element of the host page instead of over
// it (docs/embed.md). The element of e2e/pages/inline.html is 380 × 560 px in a page taller than
// the viewport.

const EVM = 'Airlock Demo Wallet (EVM)'
const INLINE_IFRAME = '#wallet iframe'

/** The inline modal's frame and its dialog, named by the view's title. */
function inlineView(page: Page, view: string) {
  const frame = page.frameLocator(INLINE_IFRAME)
  return { frame, dialog: frame.getByRole('dialog', { name: view }) }
}

const inlineState = (page: Page) =>
  page.evaluate(() => {
    const { open, status } = (
      window as unknown as { inlineModal: AirlockModal }
    ).inlineModal.getState()
    return { open, status }
  })

test('default: the modal is shown in the element, at its size, and the page keeps its scroll and focus', async ({
  page,
  urls,
  consoleErrors,
}) => {
  await page.goto(`${urls.allowedPages}inline.html?${new URLSearchParams({ modal: urls.modal })}`)
  await page.evaluate(() => Object.assign(window, { inlineModal: window.airlock.modal }))
  const { frame, dialog } = inlineView(page, 'Connect Wallet')
  // Shown without open(): an inline modal is part of the page.
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await expect(dialog).toHaveAttribute('aria-modal', 'false')
  await expect(frame.getByTestId('backdrop')).toBeHidden()
  const element = await page.locator('#wallet').boundingBox()
  expect(element).toMatchObject({ width: 380, height: 560 })
  await expect.poll(() => dialog.boundingBox()).toEqual(element)
  expect(await inlineState(page)).toEqual({ open: true, status: 'disconnected' })

  // The page scrolls under the wheel, and the focus stayed where it was.
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
  await page.mouse.move(900, 300)
  await page.mouse.wheel(0, 400)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY')

  // open({ view }) moves it; closing, not connected, goes back to Connect, still shown (spec §2).
  await page.evaluate(() => window.airlock.modal.open({ view: 'Networks' }))
  await expect(inlineView(page, 'Choose Network').dialog).toBeVisible()
  await frame.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeVisible()
  expect(await inlineState(page)).toEqual({ open: true, status: 'disconnected' })
  expect(consoleErrors).toEqual([])
})

test('behavior: the demo EVM wallet connects inline; closing then goes to Account', async ({
  page,
  urls,
}) => {
  // The demo host page has the demo wallets; the inline modal is the e2e build of the SDK.
  await page.goto(urls.host)
  await page.evaluate(async (modalUrl) => {
    const sdk = '/__e2e__/host-sdk.js'
    const { createModal } = await import(sdk)
    const element = document.createElement('div')
    element.id = 'wallet'
    element.style.cssText = 'width:380px;height:560px'
    document.body.prepend(element)
    Object.assign(window, {
      inlineModal: createModal({ projectId: 'demo', modalUrl, embed: element }),
    })
  }, urls.modal)
  const { frame, dialog } = inlineView(page, 'Connect Wallet')
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await frame.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) }).click()
  await demoWalletPrompt(page, EVM, 'Connect to this site')
    .getByRole('button', { name: 'Approve' })
    .click()
  const account = inlineView(page, 'Account').dialog
  await expect(account).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => inlineState(page)).toEqual({ open: true, status: 'connected' })

  // Somewhere else in the modal, then closed: back to Account, still shown.
  await page.evaluate(() =>
    (window as unknown as { inlineModal: AirlockModal }).inlineModal.open({ view: 'Networks' }),
  )
  await expect(inlineView(page, 'Choose Network').dialog).toBeVisible()
  await frame.getByRole('button', { name: 'Close' }).click()
  await expect(account).toBeVisible()
  expect(await inlineState(page)).toEqual({ open: true, status: 'connected' })
})
