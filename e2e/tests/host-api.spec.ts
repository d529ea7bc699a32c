import type { AirlockModal } from '@airlock/host-sdk'
import { DEMO_EVM_ACCOUNTS, DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'
import type { Page } from '@playwright/test'
import {
  demoHostState,
  demoWalletPrompt,
  escapeRegExp,
  hostPageUrl,
  openDemoHost,
} from '../support/host.ts'
import { expectOverlay, modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// The host API of issue #17 on the demo page, with its demo wallets and local chains: tracked
// events in the host, the connected wallet's name and icon, runtime theming, no default modalUrl,
// closing after a connect the page started, and disconnecting one namespace.

const EVM = 'Airlock Demo Wallet (EVM)'
const SOLANA = 'Airlock Demo Wallet (Solana)'
const EVM_ACCOUNT = DEMO_EVM_ACCOUNTS[0].address
const SOLANA_ACCOUNT = DEMO_SOLANA_ACCOUNTS[0].address

const stack = useChainStack()

type DemoWindow = { airlockModal: AirlockModal; hostEvents: Array<{ event: string }> }

/** From now on the page records every event of `subscribeEvents()` in `window.hostEvents`. */
async function recordHostEvents(page: Page): Promise<() => Promise<Array<{ event: string }>>> {
  await page.evaluate(() => {
    const demo = window as unknown as DemoWindow
    demo.hostEvents = []
    demo.airlockModal.subscribeEvents((event) => demo.hostEvents.push(event))
  })
  return () => page.evaluate(() => (window as unknown as DemoWindow).hostEvents)
}

/** Picks `wallet` in the open modal and approves the connection in its prompt in the page. */
async function pickAndApprove(page: Page, wallet: string): Promise<void> {
  const { dialog } = modalView(page)
  await dialog.getByRole('button', { name: new RegExp(escapeRegExp(wallet)) }).click()
  await demoWalletPrompt(page, wallet, 'Connect to this site')
    .getByRole('button', { name: 'Approve' })
    .click()
}

/** Connect Wallet → `wallet` → Approve; waits for Account. */
async function connectFromButton(page: Page, wallet: string): Promise<void> {
  const { dialog } = modalView(page)
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
  }
  await pickAndApprove(page, wallet)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible({ timeout: 15_000 })
}

/** The page asks its EIP-1193 provider for accounts (not awaited until the visitor connected). */
function requestAccounts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      (window as unknown as DemoWindow).airlockModal
        .getProvider('eip155')
        .request({ method: 'eth_requestAccounts' }) as Promise<string[]>,
  )
}

test.describe('host API', () => {
  test('behavior: tracked events reach the host with analytics off, and none is sent to analytics', async ({
    page,
  }) => {
    const analyticsPosts: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/analytics/e')) analyticsPosts.push(request.url())
    })
    await openDemoHost(page, `${stack.urls.host}?analytics=off`)
    const events = await recordHostEvents(page)
    await connectFromButton(page, EVM)
    await expect
      .poll(async () => (await events()).map(({ event }) => event), { timeout: 15_000 })
      .toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS'])
    expect((await events())[1]).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: EVM },
      timestamp: expect.any(Number),
    })
    await modalView(page).dialog.getByRole('button', { name: 'Close' }).click()
    await expect
      .poll(async () => (await events()).at(-1), { timeout: 15_000 })
      .toMatchObject({ event: 'MODAL_CLOSE', properties: { connected: true } })
    expect(analyticsPosts).toEqual([])
  })

  test('default: getWalletInfo() names the connected demo wallet and gives its icon; undefined again after disconnect', async ({
    page,
  }) => {
    await openDemoHost(page, stack.urls.host)
    expect(
      await page.evaluate(
        () => (window as unknown as DemoWindow).airlockModal.getWalletInfo() ?? null,
      ),
    ).toBeNull()
    await connectFromButton(page, EVM)
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as DemoWindow).airlockModal.getWalletInfo()?.name ?? null,
        ),
      )
      .toBe(EVM)
    expect(
      await page.evaluate(
        () => (window as unknown as DemoWindow).airlockModal.getWalletInfo()?.icon,
      ),
    ).toMatch(/^data:image\//)
    await page.evaluate(() => (window as unknown as DemoWindow).airlockModal.disconnect())
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as DemoWindow).airlockModal.getWalletInfo() ?? null),
      )
      .toBeNull()
  })

  test('behavior: setThemeMode and setThemeVariables change the shown modal at once; a wrong value is refused by name', async ({
    page,
  }) => {
    await openDemoHost(page, stack.urls.host)
    const { dialog, frame } = modalView(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog).toBeVisible()
    const html = frame.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'dark')
    const background = () => dialog.evaluate((element) => getComputedStyle(element).backgroundColor)
    const dark = await background()

    await page.evaluate(() => (window as unknown as DemoWindow).airlockModal.setThemeMode('light'))
    await expect(html).toHaveAttribute('data-theme', 'light')
    await expect.poll(background).not.toBe(dark)

    await page.evaluate(() =>
      (window as unknown as DemoWindow).airlockModal.setThemeVariables({
        '--al-font-family': 'monospace',
        '--al-accent': '#ff6600',
      }),
    )
    await expect(dialog).toHaveCSS('font-family', 'monospace')
    await expect
      .poll(() =>
        html.evaluate((element) => getComputedStyle(element).getPropertyValue('--al-accent')),
      )
      .toBe('#ff6600')

    const refused = await page.evaluate(() =>
      (window as unknown as DemoWindow).airlockModal.setThemeMode('blue' as 'light').then(
        () => null,
        (error: { code: string; shortMessage: string }) => [error.code, error.shortMessage],
      ),
    )
    expect(refused).toEqual([
      'INVALID_PARAMS',
      'Invalid option "themeMode": Expected one of "dark", "light", not "blue".',
    ])
    await expect(html).toHaveAttribute('data-theme', 'light')
  })

  test('error: createModal() without modalUrl throws INVALID_MODAL_URL saying what to pass', async ({
    page,
    urls,
  }) => {
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal }))
    const thrown = await page.evaluate(() => {
      try {
        window.airlock.createModal({ projectId: 'demo' } as Parameters<
          typeof window.airlock.createModal
        >[0])
        return null
      } catch (error) {
        const { name, code, message } = error as { name: string; code: string; message: string }
        return { name, code, message }
      }
    })
    expect(thrown).toEqual({
      name: 'AirlockError',
      code: 'INVALID_MODAL_URL',
      message: 'createModal() requires modalUrl, the absolute http(s) URL of your Airlock modal.',
    })
  })

  test('behavior: eth_requestAccounts answered by a connect closes the modal', async ({ page }) => {
    await openDemoHost(page, stack.urls.host)
    const { dialog, iframe } = modalView(page)
    const requested = requestAccounts(page)
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await pickAndApprove(page, EVM)
    expect(await requested).toEqual([EVM_ACCOUNT])
    await expectOverlay(iframe, 'closed')
    expect(await demoHostState(page)).toMatchObject({ open: false, status: 'connected' })
  })

  test('behavior: closeOnConnect: false keeps the modal open on Account after eth_requestAccounts', async ({
    page,
  }) => {
    await openDemoHost(page, `${stack.urls.host}?closeOnConnect=false`)
    const { dialog, iframe } = modalView(page)
    const requested = requestAccounts(page)
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await pickAndApprove(page, EVM)
    expect(await requested).toEqual([EVM_ACCOUNT])
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expectOverlay(iframe, 'open')
  })

  test('behavior: disconnect({ namespace }) lets go of one wallet; the other stays connected', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openDemoHost(page, stack.urls.host)
    const { dialog } = modalView(page)
    await connectFromButton(page, EVM)
    // A Solana network while connected on EVM only: SwitchActiveChain, then the Solana wallet.
    await dialog.getByRole('button', { name: /^Network: / }).click()
    await dialog.getByRole('button', { name: /Solana Local/ }).click()
    await dialog.getByRole('button', { name: 'Switch to Solana' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await connectFromButton(page, SOLANA)
    const accounts = () =>
      page.evaluate(() =>
        (window as unknown as DemoWindow).airlockModal
          .getState()
          .accounts.map(({ namespace, address }) => [namespace, address]),
      )
    await expect.poll(accounts).toEqual([
      ['eip155', EVM_ACCOUNT],
      ['solana', SOLANA_ACCOUNT],
    ])

    await page.evaluate(() =>
      (window as unknown as DemoWindow).airlockModal.disconnect({ namespace: 'solana' }),
    )
    await expect.poll(accounts).toEqual([['eip155', EVM_ACCOUNT]])
    expect(await demoHostState(page)).toMatchObject({
      status: 'connected',
      address: EVM_ACCOUNT,
    })
    expect(
      await page.evaluate(
        () => (window as unknown as DemoWindow).airlockModal.getWalletInfo()?.name,
      ),
    ).toBe(EVM)

    await page.evaluate(() => (window as unknown as DemoWindow).airlockModal.disconnect())
    await expect.poll(accounts).toEqual([])
    expect(await demoHostState(page)).toMatchObject({ status: 'disconnected', address: null })
  })
})
