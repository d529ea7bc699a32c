import type { Page } from '@playwright/test'
import {
  GALLERY_TOLERANCE,
  GALLERY_WIDTHS,
  galleryImagesReady,
  gotoGallery,
  testPanelPictures,
} from '../support/gallery.ts'
import { expect, test } from '../support/test.ts'

// The gallery's Swap (see modal-app/src/gallery/swapPanels.tsx): the form in each state, the token
// picker and the results, in both themes and at both widths. The swap routes are the panels'
// fixtures; the "swapping" panel's wallet never answers, and this spec presses its Swap.
const PANELS = [
  'swap-empty',
  'swap-quote-loading',
  'swap-quote',
  'swap-insufficient',
  'swap-no-route',
  'swap-approval',
  'swap-swapping',
  'swap-error',
  'swap-slippage',
  'swap-picker',
  'swap-success',
  'swap-reverted',
] as const

const primary = (page: Page, panel: string, name: string) =>
  page.getByTestId(`gallery-${panel}`).getByRole('button', { name, exact: true })

/** Opens the gallery and waits until every Swap panel has settled in its state. */
async function openGallery(page: Page, host: string, theme: 'dark' | 'light', width: number) {
  await gotoGallery(page, host, 'swap', theme, width)
  await expect(primary(page, 'swap-empty', 'Enter an amount')).toBeDisabled()
  await expect(page.getByTestId('gallery-swap-quote').getByLabel('Swap details')).toBeVisible()
  await expect(
    page.getByTestId('gallery-swap-quote-loading').getByTestId('swap-quote-loading'),
  ).toBeVisible()
  await expect(primary(page, 'swap-insufficient', 'Insufficient ETH balance')).toBeDisabled()
  await expect(primary(page, 'swap-no-route', 'No route')).toBeDisabled()
  await expect(primary(page, 'swap-approval', 'Approve USDC')).toBeEnabled()
  await expect(page.getByTestId('gallery-swap-error').getByRole('alert')).toBeVisible()
  await expect(primary(page, 'swap-error', 'Get a new quote')).toBeEnabled()
  await expect(primary(page, 'swap-slippage', 'Set a valid slippage')).toBeDisabled()
  await primary(page, 'swap-swapping', 'Swap').click()
  await expect(primary(page, 'swap-swapping', 'Confirm in your wallet')).toBeDisabled()
  // The pointer leaves the panels: no row is pictured hovered.
  await page.mouse.move(0, 0)
  await galleryImagesReady(page)
}

test.describe('gallery: Swap', () => {
  testPanelPictures(PANELS, openGallery)

  test('behavior: the token picker searches by name, symbol or address, and says when nothing matches', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.phone)
    const picker = page.getByTestId('gallery-swap-picker')
    const tokens = picker.getByRole('list', { name: 'Receive' })
    await expect(tokens.getByRole('button')).toHaveCount(7)
    // The tokens held come first.
    await expect(tokens.getByRole('button').first()).toHaveAccessibleName(/^ETH Ether, balance/)
    const search = picker.getByRole('searchbox', { name: 'Search tokens' })
    await search.fill('usd')
    await expect(tokens.getByRole('button')).toHaveCount(2)
    await search.fill('0xdac17')
    await expect(tokens.getByRole('button')).toHaveAccessibleName('USDT Tether USD')
    await search.fill('no such token')
    await expect(picker.getByTestId('swap-tokens-empty')).toHaveText(
      'No tokens foundNothing matches “no such token”.',
    )
    await expect(tokens).toHaveCount(0)
    await expect(picker).toHaveScreenshot('swap-picker-no-results-dark.png', GALLERY_TOLERANCE)
  })

  test('behavior: a token button opens the picker in place; picking returns to the cards', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'light', GALLERY_WIDTHS.desktop)
    const swap = page.getByTestId('gallery-swap-empty')
    await swap.getByRole('button', { name: 'Select the token to receive' }).click()
    await swap.getByRole('button', { name: /^USDC USD Coin/ }).click()
    await expect(swap.getByRole('button', { name: 'Receive USDC. Change token' })).toBeVisible()
    await swap.getByLabel('You pay', { exact: true }).fill('0.5')
    await expect(swap.getByTestId('swap-quote')).toHaveText('1,496.82')
    await expect(swap.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled()
  })
})
