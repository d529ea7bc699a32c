import { viewTitle } from '@airlock/modal-app/testing'
import { VIEW_NAMES, type ViewName } from '@airlock/shared-protocol'
import type { Page } from '@playwright/test'
import { blockingAxeViolations } from '../support/axe.ts'
import { hostPageUrl } from '../support/host.ts'
import {
  expectOverlay,
  MODAL_IFRAME,
  modalFrame,
  modalView,
  waitForFocusInDialog,
  waitUntilReady,
} from '../support/modal.ts'
import { type E2eUrls, expect, test } from '../support/test.ts'

/** Opens the test host page; for light mode it replaces the page's modal with a light one. */
async function openHost(page: Page, urls: E2eUrls, theme: 'dark' | 'light'): Promise<void> {
  await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal }))
  await waitUntilReady(page)
  if (theme === 'light') {
    await page.evaluate((modalUrl) => {
      window.airlock.modal.destroy()
      window.airlock.modal = window.airlock.createModal({
        projectId: 'demo',
        modalUrl,
        themeMode: 'light',
      })
    }, urls.modal)
    await expect(page.locator(MODAL_IFRAME)).toHaveCount(1)
    await waitUntilReady(page)
  }
  await expect(modalView(page).frame.locator('html')).toHaveAttribute('data-theme', theme)
}

/** Opens a view through the host API and waits until its code loaded and it rendered. */
async function showView(page: Page, view: ViewName): Promise<void> {
  await page.evaluate((name) => window.airlock.modal.open({ view: name }), view)
  const { dialog, frame } = modalView(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { level: 2, name: viewTitle(view) })).toBeVisible()
  await expect(frame.locator(`.al-view[data-view="${view}"]`)).toBeVisible()
  await expect(frame.getByText('Loading', { exact: true })).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => window.airlock.modal.getState().view)).toBe(view)
}

// Every view as most visitors see it: with its motion (the suite runs with reduced motion).
test.use({ reducedMotion: 'no-preference' })

// The two themes' walks are the two longest tests of the suite: one on each worker.
test.describe.configure({ mode: 'parallel' })

for (const theme of ['dark', 'light'] as const) {
  test.describe(`every view (${theme})`, () => {
    test(`default: each view renders in the iframe with no serious or critical axe violation`, async ({
      page,
      urls,
      consoleErrors,
    }) => {
      test.setTimeout(120_000)
      await openHost(page, urls, theme)
      for (const view of VIEW_NAMES) {
        await showView(page, view)
        expect(await blockingAxeViolations(await modalFrame(page)), view).toEqual([])
      }
      expect(consoleErrors).toEqual([])
    })
  })
}

test.describe('keyboard', () => {
  test('behavior: Tab stays in the dialog, Enter activates, Escape (a close request) closes and focus returns', async ({
    page,
    urls,
  }) => {
    await openHost(page, urls, 'dark')
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    await connect.click()
    const { dialog } = modalView(page)
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await waitForFocusInDialog(page)
    const frame = await modalFrame(page)
    const focused = () =>
      frame.evaluate(() => {
        const active = document.activeElement
        return {
          inDialog: Boolean(active?.closest('[role="dialog"]')),
          name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
        }
      })
    const seen = new Set<string>()
    let reachedAllWallets = false
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab')
      const now = await focused()
      expect(now.inDialog).toBe(true)
      seen.add(now.name)
      // The All Wallets row ends with the number of wallets.
      if (now.name.startsWith('All Wallets')) reachedAllWallets = true
    }
    // Wrapped around: the close button and the last control were both reached, more than once.
    expect(seen.has('Close')).toBe(true)
    expect(reachedAllWallets).toBe(true)
    for (let step = 0; step < 30 && !(await focused()).name.startsWith('All Wallets'); step += 1) {
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { level: 2, name: 'All Wallets' })).toBeVisible()
    await expect.poll(async () => (await focused()).name).toBe('All Wallets')
    await page.keyboard.press('Tab')
    await expect.poll(async () => (await focused()).inDialog).toBe(true)
    // Chromium has CloseWatcher: Escape reaches the dialog as the platform's close request, the
    // path Android's back button takes too.
    expect(
      await frame.evaluate(() => typeof (window as { CloseWatcher?: unknown }).CloseWatcher),
    ).toBe('function')
    await page.keyboard.press('Escape')
    await expectOverlay(modalView(page).iframe, 'closed')
    await expect(connect).toBeFocused()
    // And again, with a watcher made anew for this opening.
    await connect.click()
    await waitForFocusInDialog(page)
    await page.keyboard.press('Escape')
    await expectOverlay(modalView(page).iframe, 'closed')
  })

  test('behavior: opened through the host API, the title takes the focus without a ring; after a key press, the next title shows one', async ({
    page,
    urls,
  }) => {
    await openHost(page, urls, 'dark')
    await page.evaluate(() => window.airlock.modal.open({ view: 'AllWallets' }))
    const { dialog } = modalView(page)
    const ring = (name?: string) =>
      dialog.getByRole('heading', { level: 2, ...(name ? { name } : {}) }).evaluate((title) => ({
        focused: title === document.activeElement,
        visible: title.matches(':focus-visible'),
        outline: getComputedStyle(title).outlineStyle,
      }))
    await expect
      .poll(() => ring('All Wallets'))
      .toEqual({
        focused: true,
        visible: false,
        outline: 'none',
      })
    // A keyboard user: Tab to a wallet, Enter; the new view's title shows where the focus went.
    const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
    await search.focus()
    await search.press('Tab')
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { level: 2, name: 'All Wallets' })).toBeHidden()
    await expect.poll(() => ring()).toEqual({ focused: true, visible: true, outline: 'solid' })
  })
})
