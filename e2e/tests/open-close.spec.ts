import { hostPageUrl } from '../support/host.ts'
import {
  expectOverlay,
  modalFrame,
  modalView,
  waitForFocusInDialog,
  waitUntilReady,
} from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

// The dialog as most visitors see it: with its motion (the suite runs with reduced motion).
test.use({ reducedMotion: 'no-preference' })

test.describe('open and close', () => {
  test.beforeEach(async ({ page, urls }) => {
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal }))
  })

  test('default: Connect Wallet shows the dialog inside the iframe', async ({
    page,
    consoleErrors,
  }) => {
    const { iframe, dialog } = modalView(page)
    await expectOverlay(iframe, 'closed')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expectOverlay(iframe, 'open')
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(page.locator('#open-result')).toHaveText('opened')
    await waitForFocusInDialog(page)
    expect(consoleErrors).toEqual([])
  })

  const closers = {
    Escape: (page) => page.keyboard.press('Escape'),
    'the close button': (page) =>
      modalView(page).frame.getByRole('button', { name: 'Close' }).click(),
    'a click on the backdrop': (page) =>
      // The card sits in the middle of the backdrop: click a corner, outside the card.
      modalView(page)
        .frame.getByTestId('backdrop')
        .click({ position: { x: 4, y: 4 } }),
  } satisfies Record<string, (page: import('@playwright/test').Page) => Promise<void>>

  for (const [name, close] of Object.entries(closers)) {
    test(`behavior: ${name} closes it and focus returns to the host's button`, async ({ page }) => {
      const connect = page.getByRole('button', { name: 'Connect Wallet' })
      const { iframe, dialog } = modalView(page)
      await connect.click()
      await expect(dialog).toBeVisible()
      await waitForFocusInDialog(page)

      await close(page)

      await expectOverlay(iframe, 'closed')
      await expect(connect).toBeFocused()
      await expect.poll(() => page.evaluate(() => window.airlock.modal.getState().open)).toBe(false)
      // The closed overlay lets clicks through to the page underneath it.
      await page.getByRole('button', { name: 'Host action' }).click()
      await expect(page.locator('#clicks')).toHaveText('1')
      // And it opens again.
      await connect.click()
      await expect(dialog).toBeVisible()
    })
  }

  test('behavior: while closed, Tab never takes focus into the modal', async ({ page }) => {
    const { iframe, dialog } = modalView(page)
    await waitUntilReady(page)
    // Open and close once, so that the modal has rendered its views at least once.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog).toBeVisible()
    await waitForFocusInDialog(page)
    await page.keyboard.press('Escape')
    await expectOverlay(iframe, 'closed')
    const frame = await modalFrame(page)
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab')
      expect(await frame.evaluate(() => document.hasFocus())).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME')
    }
    const tree = await page.locator('body').ariaSnapshot()
    expect(tree).not.toContain('Airlock wallet connection')
  })

  test('behavior: the host page does not scroll while the dialog is open', async ({ page }) => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(modalView(page).dialog).toBeVisible()
    await waitForFocusInDialog(page)
    const overflow = await page.evaluate(() => getComputedStyle(document.documentElement).overflow)
    expect(overflow).toBe('hidden')
    await page.keyboard.press('Escape')
    await expectOverlay(modalView(page).iframe, 'closed')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'visible',
    )
  })
})

test.describe('motion', () => {
  test('behavior: the dialog rises in and its view slides in; with reduced motion asked for, nothing moves', async ({
    page,
    urls,
  }) => {
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal }))
    // Opened before ready, the dialog takes the host's loading card's place, which did the entrance.
    await waitUntilReady(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(modalView(page).dialog).toBeVisible()
    const frame = await modalFrame(page)
    // What each moving part of the open dialog plays, read from its style: no race with the
    // animation's end.
    const motion = () =>
      frame.evaluate(() =>
        Object.fromEntries(
          ['.al-backdrop', '.al-card', '.al-view', '.al-title-text'].map((selector) => {
            const element = document.querySelector(selector)
            if (!element) throw new Error(`the open dialog has no ${selector}`)
            const style = getComputedStyle(element)
            return [selector, `${style.animationName} ${style.transitionProperty}`]
          }),
        ),
      )
    await expect.poll(motion).toEqual({
      '.al-backdrop': 'al-fade-in all',
      '.al-card': 'al-rise height',
      '.al-view': 'al-view-in all',
      '.al-title-text': 'al-view-in all',
    })

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect.poll(motion).toEqual({
      '.al-backdrop': 'none all',
      '.al-card': 'none none',
      '.al-view': 'none all',
      '.al-title-text': 'none all',
    })
  })
})
