import { openDemoHost } from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

test.describe('no wallet', () => {
  test('behavior: a visitor with no wallet goes from Connect to Get a Wallet, with wallets to install (no dead end)', async ({
    page,
    urls,
  }) => {
    // The demo page without its demo wallets: nothing is installed in this browser.
    await openDemoHost(page, `${urls.host}?wallets=none`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const { dialog } = modalView(page)
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await dialog.getByRole('button', { name: /Get a wallet/ }).click()

    await expect(dialog.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'What is a wallet?' })).toBeVisible()
    // Recommended wallets, each with a link to install it from its store or site.
    const list = dialog.getByRole('list', { name: 'Wallets for your browser' })
    await expect(list.getByRole('listitem').first()).toBeVisible()
    const hrefs = await list
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^https:\/\//)

    // And back to Connect: the way in stays open.
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  })
})
