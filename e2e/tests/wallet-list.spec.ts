import { createRelayService } from '@airlock/local-stack/stack'
import { devices, type Locator, type Page } from '@playwright/test'
import { blockingAxeViolations } from '../support/axe.ts'
import { hostPageUrl, openDemoHost } from '../support/host.ts'
import { holdModalScripts, modalFrame, modalView, waitUntilReady } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { type E2eUrls, expect, test } from '../support/test.ts'

// The wallet list as a visitor meets it: the registry the modal build writes from the pinned
// thirdweb package's data (logos as files on the modal origin), its search, the Get a wallet view
// for someone with no wallet, installed wallets with their icon and WalletConnect's QR code with
// its logo. The test host page has no wallets of its own.

/** Opens the test host page and its Connect view. */
async function openConnect(page: Page, urls: E2eUrls) {
  await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal }))
  await waitUntilReady(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const view = modalView(page)
  await expect(view.dialog.getByRole('heading', { level: 2, name: 'Connect Wallet' })).toBeVisible()
  return view
}

/** Waits until `image` is an <img> that loaded (decoded, not broken); returns its URL. */
async function expectLoaded(image: Locator): Promise<string> {
  await expect(image).toBeVisible({ timeout: 15_000 })
  await expect
    .poll(
      () => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0)
  return image.evaluate((element: HTMLImageElement) => element.currentSrc)
}

/** Fails unless `image` loaded from the modal's origin. */
async function expectLoadedFrom(image: Locator, origin: string) {
  expect(new URL(await expectLoaded(image)).origin).toBe(new URL(origin).origin)
}

test.describe('wallet list', () => {
  test('default: All Wallets lists the registry with logos from the modal origin; the Connect tile shows four', async ({
    page,
    urls,
    consoleErrors,
  }) => {
    const { dialog } = await openConnect(page, urls)
    const allWallets = dialog.getByRole('button', { name: /^All Wallets/ })
    await expect(allWallets.locator('img')).toHaveCount(4, { timeout: 15_000 })
    for (const image of await allWallets.locator('img').all()) {
      await expectLoadedFrom(image, urls.modal)
    }
    // The count: hundreds of wallets (about 540 in the pinned data, plus the project's own).
    const count = Number(await allWallets.getByTestId('all-wallets-count').textContent())
    expect(count).toBeGreaterThan(500)

    await allWallets.click()
    await expect(dialog.getByRole('heading', { level: 2, name: 'All Wallets' })).toBeVisible()
    const list = dialog.getByRole('list', { name: 'Wallets' })
    const metamask = list.getByRole('listitem').filter({ hasText: 'MetaMask' })
    await expectLoadedFrom(metamask.locator('img'), urls.modal)
    expect(await blockingAxeViolations(await modalFrame(page))).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('behavior: searching "phan" finds Phantom, with its logo', async ({ page, urls }) => {
    const { dialog } = await openConnect(page, urls)
    await dialog.getByRole('button', { name: /^All Wallets/ }).click()
    await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('phan')
    const rows = dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
    await expect(rows.first()).toContainText('Phantom', { timeout: 15_000 })
    await expect(rows).toHaveCount(1)
    await expectLoadedFrom(rows.first().locator('img'), urls.modal)
  })

  test('behavior: with no wallet, Get a wallet comes first and recommends extensions with their store links', async ({
    page,
    urls,
    consoleErrors,
  }) => {
    const { dialog } = await openConnect(page, urls)
    await expect(dialog.getByText('No wallets detected yet')).toBeVisible()
    const getWallet = dialog.getByRole('button', { name: /Get a wallet/ })
    await getWallet.click()
    await expect(dialog.getByRole('heading', { level: 2, name: 'Get a Wallet' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'What is a wallet?' })).toBeVisible()
    const list = dialog.getByRole('list', { name: 'Wallets for your browser' })
    const chrome = list.getByRole('link', { name: 'MetaMask on Chrome' })
    await expect(chrome).toHaveAttribute('href', /^https:\/\/chrome\.google\.com\/webstore\//)
    // This browser's store first; the other browsers' stores wait behind the row's "more".
    const firefox = list.getByRole('link', { name: 'Phantom on Firefox' })
    await expect(firefox).toHaveCount(0)
    await list.getByRole('button', { name: /^\d+ more stores? for Phantom$/ }).click()
    await expect(firefox).toHaveAttribute('href', /^https:\/\/addons\.mozilla\.org\//)
    await expectLoadedFrom(list.getByRole('listitem').first().locator('img'), urls.modal)
    expect(await blockingAxeViolations(await modalFrame(page))).toEqual([])
    // Back on Connect, and on to All Wallets from here too: no dead end.
    await dialog.getByRole('button', { name: 'See all wallets' }).click()
    await expect(dialog.getByRole('heading', { level: 2, name: 'All Wallets' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
})

test.describe('Get a wallet on a phone', () => {
  const { defaultBrowserType: _, ...PIXEL_7 } = devices['Pixel 7']
  test.use(PIXEL_7)

  test('behavior: an Android phone gets Google Play links', async ({ page, urls }) => {
    const { dialog } = await openConnect(page, urls)
    // The demo project offers its demo wallet app on a phone: the way there is the quieter row.
    // A click, not a tap: the test page has no viewport meta tag, so the phone zooms it out, and
    // a tap into the zoomed-out cross-origin frame landed beside its target (Chromium 150). The
    // phone here is for the store links chosen by platform; mobile.spec taps on a phone page.
    await dialog.getByRole('button', { name: /I don’t have a wallet/ }).click()
    const list = dialog.getByRole('list', { name: 'Wallet apps for your phone' })
    await expect(list.getByRole('link', { name: 'MetaMask on Google Play' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    )
    await expect(list.getByRole('link', { name: /on Chrome$/ })).toHaveCount(0)
  })
})

test.describe('Connect on a phone while its last rows load', () => {
  const { defaultBrowserType: _, ...PIXEL_7 } = devices['Pixel 7']
  test.use(PIXEL_7)

  test('behavior: the rows above All Wallets and Get a wallet stay put when those two land', async ({
    page,
    urls,
  }) => {
    // Their chunk is held until Connect has been painted without them, as on a slow network. The
    // phone's sheet grows from the bottom: rows added late would push the rows above them up.
    const connectMore = await holdModalScripts(page, urls.modal, /\/ConnectMore-[^/]*\.js$/)
    const { dialog } = await openConnect(page, urls)
    const settled = () =>
      dialog.evaluate((card) =>
        Promise.all(card.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      )
    const firstRow = dialog.getByRole('listitem').first()
    await settled()
    const before = await firstRow.boundingBox()
    expect(connectMore.held()).toBeGreaterThan(0)
    connectMore.release()
    await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
    await settled()
    expect(await firstRow.boundingBox()).toEqual(before)
  })
})

test.describe('installed wallets and WalletConnect', () => {
  const stack = useChainStack({ relay: createRelayService({ port: 0 }) })

  test('behavior: the installed demo wallet shows its icon; WalletConnect its logo, in the row and the QR code', async ({
    page,
  }) => {
    await openDemoHost(page, stack.urls.host)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const { dialog, frame } = modalView(page)
    const demo = dialog.getByRole('button', { name: /Airlock Demo Wallet \(EVM\)/ })
    // The demo wallet announces its icon (a data: URI), shown as it is.
    expect(await expectLoaded(demo.locator('img'))).toMatch(/^data:image\//)
    const walletConnect = dialog.getByRole('button', { name: /^WalletConnect/ })
    await expectLoadedFrom(walletConnect.locator('img'), stack.urls.modal)
    await walletConnect.click()
    const code = dialog.getByRole('img', { name: /^Pairing code for / })
    await expect(code).toBeVisible({ timeout: 15_000 })
    await expect(code.locator('image')).toHaveAttribute('href', '/wallets/img/walletconnect.svg')
    const logo = await frame.locator('html').evaluate(async () => {
      const response = await fetch('/wallets/img/walletconnect.svg')
      return { status: response.status, type: response.headers.get('content-type') }
    })
    expect(logo).toEqual({ status: 200, type: expect.stringContaining('image/svg+xml') })
    if (process.env.AIRLOCK_QR_SCREENSHOT) {
      await code.screenshot({ path: process.env.AIRLOCK_QR_SCREENSHOT })
    }
  })
})
