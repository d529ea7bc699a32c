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

// The gallery's login, approval and connecting views (EmailLogin, Socials, ApproveTransaction,
// ConnectingExternal, ConnectingFarcaster; see modal-app/src/gallery/flowsPanels.tsx), each state
// in both themes and at both widths. The embedded wallet's frame and the host's wallet are the
// panels' fixtures: a code is always mailed and always wrong, MetaMask never answers or declines.
const PANELS = [
  'email',
  'socials',
  'approve-send',
  'approve-swap',
  'approve-nfts',
  'approve-token-contract',
  'approve-message',
  'approve-none',
  'connecting',
  'connecting-declined',
  'farcaster',
  'farcaster-loading',
  'name-registered',
] as const

/** Opens the gallery and waits until the panels' settled states are in. */
async function openGallery(page: Page, host: string, theme: 'dark' | 'light', width: number) {
  await gotoGallery(page, host, 'flows', theme, width)
  await expect(
    page.getByTestId('gallery-connecting-declined').getByRole('button', { name: 'Try again' }),
  ).toBeVisible()
  await expect(
    page.getByTestId('gallery-farcaster').getByRole('img', { name: 'Farcaster sign-in code' }),
  ).toBeVisible()
  await galleryImagesReady(page)
}

test.describe('gallery: logins, approvals, connecting', () => {
  testPanelPictures(PANELS, openGallery)
  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: EmailLogin: the code step starts in its field; a wrong code says so, ${theme} theme`, async ({
      page,
      urls,
    }) => {
      await openGallery(page, urls.host, theme, GALLERY_WIDTHS.phone)
      const email = page.getByTestId('gallery-email')
      const field = email.getByRole('textbox', { name: 'Email' })
      await field.press('Enter')
      await expect(email.getByRole('alert')).toHaveText('Enter a valid email address')
      await field.fill('ada@example.com')
      await field.press('Enter')
      const code = email.getByLabel('Code')
      await expect(code).toBeFocused()
      await expect(email).toHaveScreenshot(`email-code-${theme}.png`, GALLERY_TOLERANCE)
      // The sixth digit checks the code: no Enter.
      await page.keyboard.type('123456')
      await expect(email.getByRole('alert')).toHaveText('Wrong code. 4 attempts left.')
      await expect(code).toHaveAttribute('aria-invalid', 'true')
      // A second code within 30 s waits, and says for how long.
      await email.getByRole('button', { name: 'Send a new code' }).click()
      await expect(email.getByRole('alert')).toHaveText(/^Please try again after \d+ seconds$/)
      expect(await blockingAxeViolations(page, ['[data-testid="gallery-email"]'])).toEqual([])
    })
  }

  test('behavior: Socials: each provider is a row named "Continue with …"; a choice waits for its window', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.desktop)
    const socials = page.getByTestId('gallery-socials')
    await expect(
      socials.getByRole('list', { name: 'Social logins' }).getByRole('button'),
    ).toHaveText(['Google', 'X', 'Discord', 'GitHub', 'Apple', 'Facebook'])
    await socials.getByRole('button', { name: 'Continue with GitHub' }).click()
    await expect(socials.getByText('Continue in the GitHub window')).toBeVisible()
    await expect(
      socials.getByRole('button', { name: 'Open the GitHub window again' }),
    ).toBeEnabled()
    await expect(socials).toHaveScreenshot('socials-waiting-dark.png', GALLERY_TOLERANCE)
    await socials.getByRole('button', { name: 'Cancel' }).click()
    await expect(socials.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible()
  })

  test('behavior: ApproveTransaction lists what is signed, for which site, with the fee; keys reach Approve', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.desktop)
    const send = page.getByTestId('gallery-approve-send')
    await expect(send.getByTestId('approval-title')).toHaveText('Send 0.5 ETH')
    await expect(send.getByText('https://app.example.com')).toBeVisible()
    const rows = await send
      .getByRole('definition')
      .evaluateAll((cells) =>
        cells.map((cell) => `${cell.previousElementSibling?.textContent}: ${cell.textContent}`),
      )
    expect(rows).toEqual([
      'Amount: 0.5 ETH',
      'Recipient: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'Network: Ethereum',
      'Network fee (max): 0.000042 ETH',
      'Account: 0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    ])
    await send.getByRole('button', { name: 'Reject' }).focus()
    await page.keyboard.press('Tab')
    await expect(send.getByRole('button', { name: 'Approve' })).toBeFocused()
    // Swap's router call and an NFT operator, decoded as the embedded wallet decodes them.
    await expect(page.getByTestId('gallery-approve-swap').getByTestId('approval-title')).toHaveText(
      'Swap 100 USDC for at least 0.033123 ETH',
    )
    await expect(
      page.getByTestId('gallery-approve-nfts').locator('dd[data-tone="warning"]'),
    ).toContainText('every NFT you hold')
    // USDC sent to USDC's own contract: warned, and Approve waits for the visitor's tick.
    const tokenContract = page.getByTestId('gallery-approve-token-contract')
    await expect(tokenContract.getByTestId('approval-caution')).toContainText(
      'The recipient is the USDC token’s own contract: USDC sent to it is lost for good.',
    )
    const approve = tokenContract.getByRole('button', { name: 'Approve' })
    await expect(approve).toBeDisabled()
    await tokenContract
      .getByRole('checkbox', { name: 'I understand this USDC is lost for good' })
      .check()
    await expect(approve).toBeEnabled()
    // A signature sends nothing: no fee row.
    await expect(page.getByTestId('gallery-approve-message').getByText('Network fee')).toHaveCount(
      0,
    )
  })

  test('behavior: ConnectingExternal waits in the wallet, and a decline offers Try again', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.desktop)
    await expect(page.getByTestId('gallery-connecting').getByRole('status')).toHaveText(
      'Continue in MetaMask',
    )
    const declined = page.getByTestId('gallery-connecting-declined')
    await expect(declined.getByRole('alert')).toContainText('Connection declined')
    await declined.getByRole('button', { name: 'Try again' }).click()
    await expect(declined.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(declined.getByRole('alert')).toContainText('Connection declined')
    await expect(
      page.getByTestId('gallery-farcaster').getByRole('link', { name: 'Open Farcaster' }),
    ).toHaveAttribute('href', /^https:\/\/farcaster\.xyz\//)
  })
})
