import type { Page } from '@playwright/test'
import {
  GALLERY_TOLERANCE,
  GALLERY_WIDTHS,
  galleryImagesReady,
  gotoGallery,
  testPanelPictures,
} from '../support/gallery.ts'
import { expect, test } from '../support/test.ts'

// The gallery page of the demo host (demo-host/gallery.html): the modal's views in their states,
// with fixture data. Its pictures are committed beside this file; a change of look shows as a
// failing comparison, to be reviewed and accepted with `--update-snapshots`.
const PANELS = [
  'account',
  'account-named',
  'account-loading',
  'account-unavailable',
  'account-api',
  'account-unfunded',
  'nfts',
  'nfts-loading',
  'nfts-empty',
  'nfts-error',
  'activity',
  'activity-long-name',
  'send',
  'send-empty',
  'send-insufficient',
  'send-unfunded',
  'send-token-contract',
  'send-contract',
  'send-contract-review',
  'signin',
  'toast',
] as const

/** Opens the gallery and waits until its data is shown and the bundled font is in use. */
async function openGallery(page: Page, host: string, theme: 'dark' | 'light', width: number) {
  await gotoGallery(page, host, 'account', theme, width)
  // The toast's panel is an Account too, its toast over the title.
  for (const panel of ['account', 'toast']) {
    await expect(page.getByTestId(`gallery-${panel}`).getByTestId('account-balance')).toHaveText(
      '1.234 ETH',
      { timeout: 15_000 },
    )
  }
  await expect(page.getByTestId('gallery-send').getByText('Balance 1.234 ETH')).toBeVisible()
  // The NFTs' pictures drawn, and each NFT panel in its state.
  const nfts = page.getByTestId('gallery-nfts')
  await expect(nfts.getByRole('listitem')).toHaveCount(4)
  await expect
    .poll(() =>
      nfts
        .locator('img')
        .evaluateAll((images) =>
          images.every(
            (image) =>
              (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        ),
    )
    .toBe(true)
  await expect(page.getByTestId('gallery-nfts-loading').getByRole('status')).toHaveAccessibleName(
    'Loading NFTs',
  )
  await expect(page.getByTestId('gallery-nfts-empty')).toContainText('No NFTs yet')
  // With the project's API: three tabs and the offer of a name; without funds, Send says why.
  await expect(page.getByTestId('gallery-account-api').getByRole('tab')).toHaveText([
    'Tokens',
    'NFTs',
    'Activity',
  ])
  await expect(
    page.getByTestId('gallery-account-api').getByRole('button', { name: 'Choose a name' }),
  ).toBeVisible()
  await expect(
    page.getByTestId('gallery-account-unfunded').getByRole('button', { name: 'Send' }),
  ).toBeDisabled()
  await expect(page.getByTestId('gallery-send-unfunded').getByTestId('send-blocked')).toBeVisible()
  // Until the form can be reviewed, its primary is disabled and says what is missing.
  await expect(
    page.getByTestId('gallery-send-empty').getByRole('button', { name: 'Enter an amount' }),
  ).toBeDisabled()
  await expect(
    page
      .getByTestId('gallery-send-insufficient')
      .getByRole('button', { name: 'Insufficient balance' }),
  ).toBeDisabled()
  // USDC to its own contract is refused; to another contract, said on the form and, once
  // reviewed (a step no panel starts in: pressed here), to be acknowledged before Send.
  const tokenContract = page.getByTestId('gallery-send-token-contract')
  await expect(tokenContract.getByRole('alert')).toHaveText(
    'This address is the USDC token’s own contract: USDC sent to it is lost for good. Enter the recipient’s address.',
  )
  await expect(tokenContract.getByRole('button', { name: 'Review' })).toBeDisabled()
  await expect(page.getByTestId('gallery-send-contract').getByRole('status')).toHaveText(
    'This address is a contract: check that it can receive USDC.',
  )
  const contractReview = page.getByTestId('gallery-send-contract-review')
  await contractReview.getByRole('button', { name: 'Review' }).click()
  await expect(contractReview.getByTestId('network-fee')).toHaveText('≈ 0.000042 ETH ($0.13)')
  await expect(
    contractReview.getByRole('checkbox', { name: 'I know this contract can receive USDC' }),
  ).not.toBeChecked()
  await expect(contractReview.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
  // A counterpart's name of 63 characters is cut by its ellipsis; the amount beside it is whole.
  const longName = page.getByTestId('gallery-activity-long-name').getByRole('listitem').first()
  await expect(longName).toContainText(
    'from alexandra-montgomery-worthington-the-3rd-collector-of-rare-arts.airlock',
  )
  const cut = (selector: string) =>
    longName.locator(selector).evaluate((cell) => cell.scrollWidth > cell.clientWidth)
  expect(await cut('.al-list-row-text .al-list-row-sub')).toBe(true)
  expect(await cut('.al-list-row-detail .al-list-row-title')).toBe(false)
  // Nor does the status and time line spill over the name (it did, right-aligned).
  const name = await longName.locator('.al-list-row-text .al-list-row-sub').boundingBox()
  const meta = await longName.locator('.al-list-row-detail .al-list-row-sub').boundingBox()
  expect(meta?.x).toBeGreaterThanOrEqual((name?.x ?? 0) + (name?.width ?? 0))
  await expect(page.getByTestId('gallery-nfts-error').getByRole('alert')).toContainText(
    'NFTs could not be loaded',
  )
  // The sign-in's pair: the host's icon and the wallet's registry logo, both drawn.
  await expect(
    page.getByTestId('gallery-signin').getByRole('img', { name: 'app.example.com and MetaMask' }),
  ).toBeVisible()
  await galleryImagesReady(page)
  // The text is set in the bundled Inter, loaded from the page's own origin: the pictures do not
  // depend on the machine's fonts.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready
        return [...document.fonts].some(
          (font) =>
            font.family.replaceAll('"', '') === 'Inter Variable' && font.status === 'loaded',
        )
      }),
    )
    .toBe(true)
}

test.describe('gallery', () => {
  testPanelPictures(PANELS, openGallery)
  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: Send's picker, Paste, review and receipt, an NFT's detail, and the sign-in message, ${theme} theme`, async ({
      page,
      urls,
    }) => {
      test.setTimeout(150_000)
      await openGallery(page, urls.host, theme, GALLERY_WIDTHS.desktop)
      const send = page.getByTestId('gallery-send-empty')
      // Keyboard only: the token picker opens from its button and a token is chosen with Enter.
      await send.getByRole('button', { name: 'Token: ETH. Change token' }).focus()
      await page.keyboard.press('Enter')
      await expect(send.getByRole('button', { name: /^USDC / })).toBeVisible()
      await expect(send).toHaveScreenshot(`send-picker-${theme}.png`, GALLERY_TOLERANCE)
      await send.getByRole('button', { name: /^ETH / }).focus()
      await page.keyboard.press('Enter')
      await send.getByLabel('Amount').fill('0.25')
      // Paste reads the clipboard (allowed here, as a visitor allows it) into the recipient.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(urls.host).origin,
      })
      await page.evaluate(() =>
        navigator.clipboard.writeText(' 0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n'),
      )
      await send.getByRole('button', { name: 'Paste' }).click()
      await expect(send.getByLabel('To', { exact: true })).toHaveValue(
        '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      )
      await send.getByRole('button', { name: 'Review' }).click()
      await expect(send.getByTestId('network-fee')).toHaveText('≈ 0.000042 ETH ($0.13)')
      await expect(send).toHaveScreenshot(`send-review-${theme}.png`, GALLERY_TOLERANCE)
      await send.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(send.getByText('Sent 0.25 ETH')).toBeVisible()
      await expect(send.getByText('Confirmed', { exact: true })).toBeVisible()
      await expect(send).toHaveScreenshot(`send-receipt-${theme}.png`, GALLERY_TOLERANCE)

      // Keyboard only: an NFT opens from its tile with Enter, and "All NFTs" returns to the tile.
      const nfts = page.getByTestId('gallery-nfts')
      await nfts.getByRole('button', { name: /^Meadow #3/ }).focus()
      await page.keyboard.press('Enter')
      await expect(nfts.getByTestId('nft-detail')).toContainText('Airlock Demo Collectibles · #3')
      await expect(nfts.getByRole('button', { name: 'All NFTs' })).toBeFocused()
      await expect(nfts).toHaveScreenshot(`nfts-detail-${theme}.png`, GALLERY_TOLERANCE)
      await page.keyboard.press('Enter')
      await expect(nfts.getByRole('button', { name: /^Meadow #3/ })).toBeFocused()

      const signIn = page.getByTestId('gallery-signin')
      await signIn.getByText('View message').click()
      await expect(signIn.getByTestId('siwx-message')).toBeVisible()
      // The message's nonce and time differ on each load: masked.
      await expect(signIn).toHaveScreenshot(`signin-message-${theme}.png`, {
        ...GALLERY_TOLERANCE,
        mask: [signIn.getByTestId('siwx-message')],
      })
    })
  }
})
