import { writeFile } from 'node:fs/promises'
import { createRelayService } from '@airlock/local-stack/stack'
import { chromiumLaunchOptions } from '@airlock/testkit/browser'
import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { devices, type Frame, type Locator, type Page } from '@playwright/test'
import { evmBalanceAsShown } from '../support/chain.ts'
import { demoHostState, openDemoHost } from '../support/host.ts'
import { modalFrame, modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// A visitor on a phone, end to end: Chromium emulating a Pixel 7 (mobile user agent, touch,
// isMobile, small viewport) on the demo page without the in-page demo wallets (a phone has no
// extensions). The demo project offers the demo mobile wallet (`customWallets`, pointed at this
// file's wallet page by the modal server); tapping it pairs, tapping Open has the host open the
// wallet page with the pairing link (a new tab, through `openUrl`), the test answers there, and the
// modal on the host page shows the result. Chromium's popup blocker is ON here (Playwright turns it
// off by default), so the wallet tab only opens if the host opens it inside the tap. Build first:
// `npm run build` (it builds the wallet page too).

const WALLET_ACCOUNT = DEMO_EVM_ACCOUNTS[1].address
const ANVIL_1 = 'eip155:31337'
const WALLET_NAME = 'Airlock Demo Mobile Wallet'
const DEEP_LINK_CHOICE_KEY = '@airlock/deep_link_choice'
/** The smallest height of a control a finger aims at (WCAG 2.5.5, Apple's HIG). */
const TOUCH_TARGET = 44

const { defaultBrowserType: _pixel, ...PIXEL_7 } = devices['Pixel 7']
const { defaultBrowserType: _iphone, ...IPHONE_13 } = devices['iPhone 13']

test.use({
  ...PIXEL_7,
  // Playwright passes --disable-popup-blocking; without it a popup opened outside a user
  // activation is blocked, as in a visitor's browser.
  launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--disable-popup-blocking'] },
})

const stack = useChainStack({ relay: createRelayService({ port: 0 }) })

/** The link the demo project's wallet entry has on this stack (what the modal server serves). */
function walletLink(): string {
  const url = stack.endpoints.mobileWalletUrl
  if (!url) throw new Error('the stack has no mobile wallet')
  return `${url}${new URL(url).search ? '&' : '?'}`
}

function evmBalance(): Promise<string> {
  return evmBalanceAsShown(stack.rpcUrl(ANVIL_1), WALLET_ACCOUNT)
}

/** The demo page as a phone sees it (no in-page wallets), once the modal is ready. */
async function openDemoPage(page: Page, theme: 'dark' | 'light' = 'dark'): Promise<void> {
  await openDemoHost(page, `${stack.urls.host}?wallets=none&theme=${theme}`)
  await expect(modalView(page).frame.locator('html')).toHaveAttribute('data-theme', theme)
}

/** Taps the host's Connect Wallet and waits for the Connect view. */
async function tapConnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  await expect(
    modalView(page).dialog.getByRole('heading', { level: 2, name: 'Connect Wallet' }),
  ).toBeVisible()
}

/** Taps the demo wallet in Connect; returns the pairing URI once its Open button is there. */
async function pickDemoWallet(page: Page, not?: string): Promise<string> {
  const { dialog } = modalView(page)
  await dialog.getByRole('button', { name: new RegExp(WALLET_NAME) }).tap()
  return pairingUri(page, not)
}

/** The pairing URI of the pairing view, once its Open button shows. */
async function pairingUri(page: Page, not?: string): Promise<string> {
  const panel = modalView(page).dialog.locator('[data-pairing-uri]')
  await expect(panel.getByRole('button', { name: `Open ${WALLET_NAME}` })).toBeVisible({
    timeout: 15_000,
  })
  if (not !== undefined) await expect(panel).not.toHaveAttribute('data-pairing-uri', not)
  const uri = await panel.getAttribute('data-pairing-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri as string
}

/**
 * Taps Open <wallet> and returns the wallet tab the host opened, after checking that it was
 * opened with the wallet's link and this pairing URI.
 */
async function tapOpen(page: Page, uri: string): Promise<Page> {
  const { dialog } = modalView(page)
  const expected = `${walletLink()}uri=${encodeURIComponent(uri)}`
  // The page strips `uri` from its address once it paired: the request keeps what was opened.
  const opened = page.context().waitForEvent('request', (request) => request.url() === expected)
  const popup = page.context().waitForEvent('page')
  await dialog.getByRole('button', { name: `Open ${WALLET_NAME}` }).tap()
  const wallet = await popup
  await opened
  return wallet
}

/**
 * Saves what the phone's screen shows, for a person to look at. Through DevTools' own capture:
 * Playwright's `page.screenshot` on this emulated phone left the host page's visual viewport
 * offset, and the next tap into the modal's frame landed beside its target (on the backdrop or
 * the email field; about 1 run in 24 of the layout test).
 */
async function saveScreen(page: Page, name: string): Promise<void> {
  const session = await page.context().newCDPSession(page)
  try {
    const { data } = await session.send('Page.captureScreenshot', { format: 'png' })
    await writeFile(test.info().outputPath(name), Buffer.from(data, 'base64'))
  } finally {
    await session.detach()
  }
}

/** Where an element is and whether a finger can reach it (scrolled to, not covered). */
async function reach(locator: Locator) {
  // Scrolled by the page itself, within the modal's frame, as a finger's scroll does. Playwright's
  // own scrollIntoViewIfNeeded can also pan the phone's visual viewport of the host page, and a
  // later tap into the cross-origin frame then landed beside its target (on the backdrop).
  return locator.evaluate((element) => {
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return {
      height: Math.round(box.height),
      width: Math.round(box.width),
      inView: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      hit: hit !== null && element.contains(hit),
    }
  })
}

/** Whether a finger can tap it: in view, uncovered, at least 44 px high (and wide). */
async function expectTappable(locator: Locator, what: string): Promise<void> {
  const target = await reach(locator)
  expect(target, what).toMatchObject({ inView: true, hit: true })
  expect(target.height, `${what}: height`).toBeGreaterThanOrEqual(TOUCH_TARGET)
  expect(target.width, `${what}: width`).toBeGreaterThanOrEqual(TOUCH_TARGET)
}

/** The dialog fits the iframe's viewport and nothing in it scrolls sideways. */
async function expectFits(frame: Frame, what: string): Promise<void> {
  // Measured once the card stopped moving (its slide-up and height transition).
  await expect
    .poll(() =>
      frame.evaluate(() => document.querySelector('.al-card')?.getAnimations().length ?? -1),
    )
    .toBe(0)
  const fit = await frame.evaluate(() => {
    const card = document.querySelector('.al-card') as HTMLElement
    const box = card.getBoundingClientRect()
    const sideways = [document.documentElement, document.body, card, ...card.querySelectorAll('*')]
      .filter((element) => {
        const overflowX = getComputedStyle(element).overflowX
        const scrolls = element === document.documentElement || /auto|scroll/.test(overflowX)
        return scrolls && element.scrollWidth > element.clientWidth + 1
      })
      .map((element) => element.className || element.tagName)
    return {
      sideways,
      left: Math.round(box.left),
      right: Math.round(innerWidth - box.right),
      top: Math.round(box.top),
      bottom: Math.round(innerHeight - box.bottom),
    }
  })
  expect(fit.sideways, `${what}: nothing scrolls sideways`).toEqual([])
  // A bottom sheet: full width, on the bottom edge, below the top.
  expect(fit, `${what}: a bottom sheet`).toMatchObject({ left: 0, right: 0, bottom: 0 })
  expect(fit.top, `${what}: room above the sheet`).toBeGreaterThan(0)
}

test.describe('on a phone', () => {
  test('default: Connect lists the demo mobile wallet; tap it, tap Open → the host opens the wallet tab inside the tap (popup blocker on), Approve there → Account with its address and balance', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    await openDemoPage(page)
    await tapConnect(page)
    const { dialog } = modalView(page)
    // Spec §2: with networks configured and no account, a phone opens on Connect too. A phone
    // has no extension: the wallet apps the project offers are what it can pick.
    await expect(dialog.getByText('Connecting to')).toContainText(new URL(stack.urls.host).origin)
    await expect(dialog.getByText('No wallets detected yet')).toHaveCount(0)
    await expect(dialog.getByText('Wallet apps')).toBeVisible()
    const uri = await pickDemoWallet(page)
    await expect(dialog.getByRole('heading', { level: 2, name: WALLET_NAME })).toBeVisible()
    // Nothing to scan on the phone itself: the app opens with a tap.
    await expect(dialog.getByRole('img', { name: /^Pairing code/ })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible()

    // The tap on Open must be what lets the host open the wallet's tab. Every Playwright locator
    // call runs as a user gesture (an activation of 5 s): find the button, wait until no
    // activation is left, check that the host cannot open a tab now, then tap by coordinates
    // (touch events only, nothing evaluated).
    const open = dialog.getByRole('button', { name: `Open ${WALLET_NAME}` })
    const box = await open.boundingBox()
    if (!box) throw new Error('the Open button has no box')
    const cdp = await context.newCDPSession(page)
    const inHost = async (expression: string) =>
      (await cdp.send('Runtime.evaluate', { expression, userGesture: false })).result.value
    await expect
      .poll(() => inHost('navigator.userActivation.isActive'), {
        message: "the test's own gestures expire",
        timeout: 10_000,
      })
      .toBe(false)
    expect(await inHost('window.open("about:blank") === null'), 'no tap, no tab').toBe(true)
    expect(context.pages()).toHaveLength(1)
    const expected = `${walletLink()}uri=${encodeURIComponent(uri)}`
    const opened = context.waitForEvent('request', (request) => request.url() === expected)
    const popup = context.waitForEvent('page')
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    const wallet = await popup
    await opened
    await cdp.detach()
    const proposal = wallet.getByTestId('proposal')
    await expect(proposal).toContainText('Airlock demo')
    await proposal.getByRole('button', { name: 'Approve', exact: true }).tap()

    // Back on the host page (the visitor switches back to the browser tab).
    await page.bringToFront()
    await expect(dialog.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(
      dialog.getByText(`${WALLET_ACCOUNT.slice(0, 6)}…${WALLET_ACCOUNT.slice(-5)}`),
    ).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toHaveText(await evmBalance())
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ status: 'connected', address: WALLET_ACCOUNT, network: ANVIL_1 })
    // The demo page stays as wide as the phone (a wider page is zoomed out, the modal with it).
    expect(await page.evaluate(() => innerWidth)).toBe(PIXEL_7.viewport.width)
    await expectFits(await modalFrame(page), 'Account')
    // Disconnect is the last row of the view, under the tabs, as wide as the card's content (issue
    // 18: it sat mid-view as a lone full-width button).
    const layout = await (await modalFrame(page)).evaluate(() => {
      const footer = document.querySelector('.al-account-footer') as HTMLElement
      const tabpanel = document.querySelector('[role="tabpanel"]') as HTMLElement
      const last = footer.lastElementChild as HTMLElement
      return {
        last: last.textContent,
        below: footer.getBoundingClientRect().top >= tabpanel.getBoundingClientRect().bottom,
        width: last.getBoundingClientRect().width,
        body: (document.querySelector('.al-body') as HTMLElement).clientWidth,
      }
    })
    expect(layout.last).toBe('Disconnect')
    expect(layout.below).toBe(true)
    expect(layout.width).toBeGreaterThan(layout.body / 2)
    await saveScreen(page, 'account-pixel7-dark.png')
    expect(consoleErrors).toEqual([])
  })

  test("error: the wallet rejects → 'Connection declined' naming the wallet; Try again pairs anew, Open again, Approve → Account", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openDemoPage(page)
    await tapConnect(page)
    const { dialog } = modalView(page)
    const first = await pickDemoWallet(page)
    const rejecting = await tapOpen(page, first)
    await rejecting.getByTestId('proposal').getByRole('button', { name: 'Reject' }).tap()
    // The visitor leaves the wallet app and comes back to the browser.
    await rejecting.close()
    await page.bringToFront()

    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('Connection declined')
    await expect(alert).toContainText(`The connection was declined in ${WALLET_NAME}`)
    const retry = dialog.getByRole('button', { name: 'Try again' })
    await expectTappable(retry, 'Try again')
    await saveScreen(page, 'declined-pixel7-dark.png')
    await retry.tap()

    const next = await pairingUri(page, first)
    expect(next).not.toBe(first)
    const wallet = await tapOpen(page, next)
    await wallet.getByTestId('proposal').getByRole('button', { name: 'Approve', exact: true }).tap()
    await page.bringToFront()
    await expect(dialog.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible({
      timeout: 15_000,
    })
    await expect.poll(async () => (await demoHostState(page)).status).toBe('connected')
  })

  test('behavior: the deep-link choice is stored in the modal origin, survives a reload, and the wallet opened last is offered first', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openDemoPage(page)
    await tapConnect(page)
    const uri = await pickDemoWallet(page)
    const wallet = await tapOpen(page, uri)
    await wallet.close()
    await page.bringToFront()

    const readChoice = async () => {
      const frame = await modalFrame(page)
      // Kept in the scope of (demo project, demo host origin), as tenant isolation asks.
      const key = `airlock-scoped/demo|${encodeURIComponent(new URL(stack.urls.host).origin)}/${DEEP_LINK_CHOICE_KEY}`
      const stored = await frame.evaluate((scopedKey) => localStorage.getItem(scopedKey), key)
      return stored === null ? null : JSON.parse(stored)
    }
    const choice = { name: WALLET_NAME, href: walletLink() }
    expect(await readChoice()).toEqual(choice)

    // A reload of the host page: the modal's storage (partitioned by the host's site) keeps it.
    await openDemoPage(page)
    expect(await readChoice()).toEqual(choice)
    await tapConnect(page)
    // The generic WalletConnect pairing offers several apps: the one opened last comes first.
    const { dialog } = modalView(page)
    await dialog.getByRole('button', { name: /^WalletConnect/ }).tap()
    const apps = dialog.getByRole('list', { name: 'Open a wallet app' }).getByRole('button')
    await expect(apps.first()).toHaveText(`Open ${WALLET_NAME}`, { timeout: 15_000 })
    expect(await apps.count()).toBeGreaterThan(1)
    // Without a picked app, a QR code for another device too.
    await expect(dialog.getByRole('img', { name: /^Pairing code/ })).toBeVisible()
  })
})

const LAYOUTS = [
  { name: '360x640', device: PIXEL_7, viewport: { width: 360, height: 640 } },
  { name: '390x844', device: IPHONE_13, viewport: { width: 390, height: 844 } },
] as const

for (const layout of LAYOUTS) {
  test.describe(`phone layout ${layout.name}`, () => {
    test.use({ ...layout.device, viewport: layout.viewport })

    for (const theme of ['dark', 'light'] as const) {
      test(`default (${theme}): a bottom sheet that fits; close, back, every wallet tile and the main buttons reachable and at least 44 px high`, async ({
        page,
        consoleErrors,
      }) => {
        test.setTimeout(60_000)
        const shot = (view: string) => saveScreen(page, `${view}-${layout.name}-${theme}.png`)
        await openDemoPage(page, theme)
        await tapConnect(page)
        const { dialog } = modalView(page)
        const frame = await modalFrame(page)

        // Connect
        await expectFits(frame, 'Connect')
        await expectTappable(dialog.getByRole('button', { name: 'Close' }), 'Close')
        const rows = dialog.locator('button.al-list-row')
        expect(await rows.count()).toBeGreaterThanOrEqual(3)
        for (const row of await rows.all()) {
          await expectTappable(row, `Connect row ${await row.textContent()}`)
        }
        await shot('connect')

        // All Wallets: the first rows and, scrolled to the end, the last one.
        await dialog.getByRole('button', { name: 'All Wallets' }).tap()
        const list = dialog.getByRole('list', { name: 'Wallets' })
        await expect(list.getByRole('button', { name: new RegExp(WALLET_NAME) })).toBeVisible()
        await expectFits(frame, 'All Wallets')
        await expectTappable(dialog.getByRole('button', { name: 'Back', exact: true }), 'Back')
        await expectTappable(dialog.getByRole('button', { name: 'Close' }), 'Close')
        await expectTappable(dialog.getByRole('searchbox', { name: 'Search wallets' }), 'Search')
        for (const tile of (await list.getByRole('button').all()).slice(0, 6)) {
          await expectTappable(tile, `All Wallets tile ${await tile.textContent()}`)
        }
        // The tiles are a fixed size: a long name must not push one into its neighbours.
        const overlaps = await list.evaluate((element) => {
          const boxes = [...element.querySelectorAll('button')].map((button) =>
            button.getBoundingClientRect(),
          )
          return boxes.flatMap((a, i) =>
            boxes
              .slice(i + 1)
              .filter(
                (b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
              ),
          ).length
        })
        expect(overlaps, 'All Wallets tiles overlapping').toBe(0)
        await shot('all-wallets')
        const total = Number(await list.getByRole('listitem').first().getAttribute('aria-setsize'))
        await dialog.getByTestId('all-wallets-scroll').evaluate((scroller) => {
          scroller.scrollTop = scroller.scrollHeight
        })
        const last = list.locator(`li[aria-posinset="${total}"]`).getByRole('button')
        await expect(last).toBeVisible()
        await expectTappable(last, 'the last wallet tile')

        // The demo wallet's pairing: the Open button and Copy link.
        await dialog.getByRole('button', { name: 'Back', exact: true }).tap()
        await expect(
          dialog.getByRole('heading', { level: 2, name: 'Connect Wallet' }),
        ).toBeVisible()
        await pickDemoWallet(page)
        await expectFits(frame, 'pairing')
        await expectTappable(
          dialog.getByRole('button', { name: `Open ${WALLET_NAME}` }),
          'Open the wallet',
        )
        await expectTappable(dialog.getByRole('button', { name: 'Copy link' }), 'Copy link')
        await shot('pairing')
        expect(consoleErrors).toEqual([])
      })
    }
  })
}

test.describe('phone in landscape (844x390)', () => {
  test.use({ ...IPHONE_13, viewport: { width: 844, height: 390 } })

  test('behavior: Connect scrolled to its end keeps its title and Close in reach', async ({
    page,
  }) => {
    await openDemoPage(page, 'dark')
    await tapConnect(page)
    const { dialog } = modalView(page)
    const frame = await modalFrame(page)
    await expect(dialog.getByRole('button', { name: 'All Wallets' })).toBeVisible()
    // Scrolled as a finger would, then looked at where they are now: no scrolling back to them.
    const header = await frame.evaluate(() => {
      const card = document.querySelector('.al-card') as HTMLElement
      card.scrollTop = card.scrollHeight
      const inReach = (element: Element | null) => {
        if (!element) return false
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return box.top >= 0 && box.bottom <= innerHeight && hit !== null && element.contains(hit)
      }
      return {
        scrolled: card.scrollTop > 100,
        title: inReach(document.querySelector('.al-header .al-title')),
        close: inReach(document.querySelector('.al-header [aria-label="Close"]')),
      }
    })
    expect(header).toEqual({ scrolled: true, title: true, close: true })
  })

  test("behavior: a view opened from the end of a scrolled one starts at its top (regression: it opened at the last view's scroll offset)", async ({
    page,
  }) => {
    await openDemoPage(page, 'dark')
    await tapConnect(page)
    const { dialog } = modalView(page)
    const frame = await modalFrame(page)
    const noWallet = dialog.getByRole('button', { name: /I don.t have a wallet/ })
    await expect(noWallet).toBeVisible()
    await frame.evaluate(() => {
      const card = document.querySelector('.al-card') as HTMLElement
      card.scrollTop = card.scrollHeight
    })
    await noWallet.tap()
    await expect(dialog.getByRole('heading', { level: 2, name: 'Get a Wallet' })).toBeVisible()
    // Get a Wallet is taller than the card here: opened at Connect's offset, its first lines hid.
    const view = await frame.evaluate(() => {
      const card = document.querySelector('.al-card') as HTMLElement
      return { scrollTop: card.scrollTop, scrolls: card.scrollHeight > card.clientHeight }
    })
    expect(view).toEqual({ scrollTop: 0, scrolls: true })
    await expect(dialog.getByText('What is a wallet?')).toBeInViewport()
  })
})
