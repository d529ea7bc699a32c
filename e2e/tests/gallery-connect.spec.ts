import type { Page } from '@playwright/test'
import { blockingAxeViolations } from '../support/axe.ts'
import {
  GALLERY_TOLERANCE,
  GALLERY_WIDTHS,
  galleryImagesReady,
  gotoGallery,
  testPanelPictures,
} from '../support/gallery.ts'
import { expect, test } from '../support/test.ts'

// The gallery's views a visitor meets first (Connect, All Wallets, Get a wallet, WalletConnect; see
// modal-app/src/gallery/connectPanels.tsx), each state in both themes and at both widths. The
// wallet list is the registry the demo host serves as the modal origin does, so the logos and
// the count are the pinned package's.
const PANELS = [
  'connect',
  'connect-new',
  'connect-email',
  'connect-email-first',
  'all-wallets',
  'get-wallet',
  'get-wallet-phone',
  'walletconnect',
  'walletconnect-loading',
  'walletconnect-declined',
  'walletconnect-failed',
  'walletconnect-relay',
] as const

/** Opens the gallery and waits until the registry's rows and logos are in. */
async function openGallery(page: Page, host: string, theme: 'dark' | 'light', width: number) {
  await gotoGallery(page, host, 'connect', theme, width)
  for (const panel of ['connect', 'connect-new', 'connect-email', 'connect-email-first']) {
    await expect(page.getByTestId(`gallery-${panel}`).getByTestId('all-wallets-count')).toHaveText(
      /^\d+$/,
      { timeout: 15_000 },
    )
  }
  // The social logins' marks load after Connect's first paint.
  for (const panel of ['connect-email', 'connect-email-first']) {
    await expect(
      page.getByTestId(`gallery-${panel}`).getByRole('button', { name: 'Continue with Google' }),
    ).toBeVisible()
  }
  const allWallets = page.getByTestId('gallery-all-wallets')
  await expect(allWallets.getByRole('button', { name: /^MetaMask/ })).toBeVisible()
  await expect(page.getByTestId('gallery-get-wallet').getByRole('link').first()).toBeVisible()
  await expect(page.getByTestId('gallery-get-wallet-phone').getByRole('link').first()).toBeVisible()
  await galleryImagesReady(page)
}

test.describe('gallery: Connect, All Wallets, WalletConnect', () => {
  testPanelPictures(PANELS, openGallery)
  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: All Wallets' search finds "phan" → Phantom, and says when nothing matches, ${theme} theme`, async ({
      page,
      urls,
    }) => {
      await openGallery(page, urls.host, theme, GALLERY_WIDTHS.desktop)
      const allWallets = page.getByTestId('gallery-all-wallets')
      const search = allWallets.getByRole('searchbox', { name: 'Search wallets' })
      await search.fill('phan')
      await expect(allWallets.getByRole('button', { name: /^Phantom/ })).toBeVisible()
      await expect(allWallets.getByRole('button', { name: /^MetaMask/ })).toBeHidden()
      await search.fill('no such wallet')
      await expect(allWallets.getByTestId('all-wallets-empty')).toContainText(
        'Nothing matches “no such wallet”.',
      )
      await expect(allWallets).toHaveScreenshot(
        `all-wallets-no-results-${theme}.png`,
        GALLERY_TOLERANCE,
      )
    })
  }

  for (const theme of ['dark', 'light'] as const) {
    for (const [device, width] of Object.entries(GALLERY_WIDTHS)) {
      test(`behavior: Connect's email field by keys: a malformed address keeps the arrow off and Enter says why; a login service out of reach is said under the field, which keeps the address, ${theme} theme, ${device}`, async ({
        page,
        urls,
      }) => {
        await openGallery(page, urls.host, theme, width)
        const connect = page.getByTestId('gallery-connect-email-first')
        const field = connect.getByRole('textbox', { name: 'Email' })
        const arrow = connect.getByRole('button', { name: 'Continue with email' })
        // No wallet installed: the field comes first, and Tab from the top of the view reaches it.
        await connect.getByText('Connecting to').click()
        await page.keyboard.press('Tab')
        await expect(field).toBeFocused()
        await page.keyboard.type('ada@example')
        await expect(arrow).toBeDisabled()
        await page.keyboard.press('Enter')
        await expect(connect.getByRole('alert')).toHaveText('Enter a valid email address')
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        await expect(connect).toHaveScreenshot(
          `connect-email-invalid-${theme}-${device}.png`,
          GALLERY_TOLERANCE,
        )
        await page.keyboard.type('.com')
        await expect(arrow).toBeEnabled()
        await page.keyboard.press('Enter')
        await expect(connect.getByRole('alert')).toHaveText(
          'The login service could not be reached. Try again in a moment. Nothing was lost.',
        )
        await expect(field).toHaveValue('ada@example.com')
        // The address is not what is wrong: no longer marked invalid.
        await expect(field).toHaveAttribute('aria-invalid', 'false')
        await expect(connect).toHaveScreenshot(
          `connect-email-error-${theme}-${device}.png`,
          GALLERY_TOLERANCE,
        )
        expect(
          await blockingAxeViolations(page, ['[data-testid="gallery-connect-email-first"]']),
        ).toEqual([])
      })
    }
  }

  test('behavior: the legal checkbox enables the wallet rows and the email arrow', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.desktop)
    const connect = page.getByTestId('gallery-connect-email')
    const walletConnect = connect.getByRole('button', { name: /^WalletConnect/ })
    const arrow = connect.getByRole('button', { name: 'Continue with email' })
    await connect.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await expect(walletConnect).toBeDisabled()
    await expect(arrow).toBeDisabled()
    await connect.getByRole('checkbox', { name: /I agree to the/ }).check()
    await expect(walletConnect).toBeEnabled()
    await expect(arrow).toBeEnabled()
    await expect(connect.getByRole('button', { name: /^All Wallets/ })).toBeEnabled()
  })

  test('behavior: socials are one wide button and a row of icon buttons named by provider; More lists the rest', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.phone)
    const socials = page
      .getByTestId('gallery-connect-email')
      .getByRole('list', { name: 'Social logins' })
    const google = socials.getByRole('button', { name: 'Continue with Google' })
    const row = ['X', 'Discord', 'GitHub'].map((name) =>
      socials.getByRole('button', { name: `Continue with ${name}`, exact: true }),
    )
    const more = socials.getByRole('button', { name: 'More social logins' })
    const boxes = await Promise.all([google, ...row, more].map((button) => button.boundingBox()))
    const [wide, ...icons] = boxes.map((box) => box ?? { x: 0, y: 0, width: 0, height: 0 })
    // The icon buttons share one row under the wide one, and each is a tap target of 44 px.
    for (const icon of icons) {
      expect(icon.y).toBeGreaterThan((wide?.y ?? 0) + (wide?.height ?? 0) - 1)
      expect(icon.y).toBe(icons[0]?.y)
      expect(icon.height).toBeGreaterThanOrEqual(44)
    }
  })
})
