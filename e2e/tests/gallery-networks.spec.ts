import type { Page } from '@playwright/test'
import {
  GALLERY_TOLERANCE,
  GALLERY_WIDTHS,
  gotoGallery,
  testPanelPictures,
} from '../support/gallery.ts'
import { readQrCode } from '../support/qrCode.ts'
import { expect, test } from '../support/test.ts'

// The gallery's network and funding views (Choose Network, the network switches, Receive, Buy;
// see modal-app/src/gallery/networksPanels.tsx), each state in both themes and at both widths.
// The wallet and the project's API answer from the gallery's fixtures.
const PANELS = [
  'networks',
  'networks-short',
  'networks-empty',
  'switch-network',
  'switch-network-declined',
  'switch-active-chain',
  'unsupported-chain',
  'receive',
  'receive-two-kinds',
  'onramp',
  'onramp-loading',
  'onramp-error',
  'onramp-unavailable',
] as const

/** Opens the gallery and waits until this group's asynchronous states have settled. */
async function openGallery(page: Page, host: string, theme: 'dark' | 'light', width: number) {
  await gotoGallery(page, host, 'networks', theme, width)
  const panel = (id: (typeof PANELS)[number]) => page.getByTestId(`gallery-${id}`)
  await expect(panel('switch-network').getByRole('status')).toHaveText('Approve in your wallet')
  await expect(panel('switch-network-declined').getByRole('alert')).toBeVisible()
  await expect(panel('onramp').getByRole('button', { name: /^Airlock Demo On-ramp/ })).toBeVisible()
  await expect(panel('onramp-loading').getByRole('status')).toHaveText('Loading providers')
  await expect(panel('onramp-error').getByRole('alert')).toContainText(
    'Buying crypto is unavailable',
  )
  await expect(panel('onramp-unavailable')).toContainText(
    'Buying crypto is not available on Solana',
  )
  // This group's logos decoded (they are data: images, drawn at once).
  const selectors = PANELS.map((id) => `[data-testid="gallery-${id}"] img`).join(',')
  await expect
    .poll(() =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll<HTMLImageElement>(selector)].every(
            (image) => image.complete && image.naturalWidth > 0,
          ),
        selectors,
      ),
    )
    .toBe(true)
  await page.evaluate(() => document.fonts.ready)
}

test.describe('gallery: networks, Receive, Buy', () => {
  testPanelPictures(PANELS, openGallery)

  test('behavior: the network search filters by name and kind, and says when nothing matches', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.desktop)
    const networks = page.getByTestId('gallery-networks')
    await expect(networks.getByRole('button', { name: /^Ethereum/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const search = networks.getByRole('searchbox', { name: 'Search networks' })
    await search.fill('sol')
    await expect(networks.getByRole('button')).toHaveText(['Solana'])
    await search.fill('bitcoin')
    await expect(networks.getByRole('list', { name: 'Bitcoin networks' })).toHaveText('Bitcoin')
    await search.fill('no such chain')
    await expect(networks.getByTestId('networks-empty')).toHaveText(
      'Nothing matches “no such chain”.',
    )
    await expect(networks.getByRole('button')).toHaveCount(0)
    await expect(networks).toHaveScreenshot('networks-no-results-dark.png', GALLERY_TOLERANCE)
    // A short list has no search.
    await expect(page.getByTestId('gallery-networks-short').getByRole('searchbox')).toHaveCount(0)
  })

  test('behavior: keyboard only, Tab reaches the supported networks with the current one marked', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.desktop)
    const unsupported = page.getByTestId('gallery-unsupported-chain')
    await expect(unsupported).toContainText('This app does not work on Elsewhere.')
    const first = unsupported.getByRole('button', { name: /^Ethereum/ })
    await first.focus()
    await expect(first).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('Tab')
    await expect(unsupported.getByRole('button', { name: /^Base/ })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(unsupported.getByRole('button', { name: /^Solana/ })).toBeFocused()
  })

  test('behavior: a declined switch says so and offers Try again, which asks the wallet again', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.desktop)
    const declined = page.getByTestId('gallery-switch-network-declined')
    await expect(declined.getByRole('alert')).toHaveText('Network switch declined')
    await declined.getByRole('button', { name: 'Try again' }).click()
    // The gallery's wallet declines again: the same answer, not a stuck spinner.
    await expect(declined.getByRole('alert')).toHaveText('Network switch declined')
    await expect(declined.getByRole('button', { name: 'Try again' })).toBeEnabled()
    const other = page.getByTestId('gallery-switch-active-chain')
    await expect(other).toContainText('Solana needs a Solana wallet')
    await expect(other).toContainText('Your EVM wallet stays connected.')
    await expect(other.getByRole('button', { name: 'Switch to Solana' })).toBeEnabled()
  })

  test('behavior: Copy address puts the address on the clipboard and says "Address copied"', async ({
    page,
    context,
    urls,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.desktop)
    const receive = page.getByTestId('gallery-receive')
    const address = (await receive.getByTestId('receive-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(
      receive.getByRole('list', { name: 'Receive on' }).getByRole('listitem'),
    ).toHaveText(['Ethereum', 'Base'])
    await expect(receive.getByText(/only on the networks above/)).toHaveCount(0)
    await receive.getByRole('button', { name: 'Copy address' }).click()
    await expect(receive.getByRole('status').filter({ hasText: 'Address copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    // Connected on two kinds of chain: the warning says to send here only on its networks.
    await expect(page.getByTestId('gallery-receive-two-kinds')).toContainText(
      'Send here only on the networks above.',
    )
  })

  test("behavior: Receive's code is as large as the pairing code, fits a phone, and scans to the address", async ({
    page,
    urls,
  }) => {
    for (const width of [GALLERY_WIDTHS.desktop, GALLERY_WIDTHS.phone]) {
      await openGallery(page, urls.host, 'dark', width)
      const receive = page.getByTestId('gallery-receive')
      const address = (await receive.getByTestId('receive-address').textContent()) ?? ''
      const code = receive.getByRole('img', { name: `Address ${address}` })
      expect((await code.boundingBox())?.width).toBeCloseTo(296, 0)
      // At 390 px the code, the address and Copy fit the sheet: nothing scrolls sideways.
      expect(await receive.evaluate((panel) => panel.scrollWidth <= panel.clientWidth)).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      // What a sender's camera reads: the account's address, the network's logo in the centre.
      expect(await readQrCode(code)).toBe(address)
    }
  })

  test('behavior: Buy quotes the typed amount, checks its limits, and waits for the checkout', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.desktop)
    const onramp = page.getByTestId('gallery-onramp')
    await expect(onramp.getByRole('button', { name: /^Airlock Demo On-ramp/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const amount = onramp.getByLabel('You pay (USD)')
    await amount.fill('5')
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(
      onramp.getByRole('button', { name: 'Continue to Airlock Demo On-ramp' }),
    ).toBeDisabled()
    await amount.fill('25')
    await expect(onramp.getByText('You get ≈ 0.01 ETH')).toBeVisible()
    await onramp.getByRole('button', { name: 'Continue to Airlock Demo On-ramp' }).click()
    await expect(onramp.getByRole('status')).toContainText('Finish in Airlock Demo On-ramp')
    await expect(onramp).toHaveScreenshot('onramp-checkout-dark.png', GALLERY_TOLERANCE)
  })
})
