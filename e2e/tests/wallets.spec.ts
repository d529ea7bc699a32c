import type { AirlockModal } from '@airlock/host-sdk'
import { DEMO_ONRAMP_RATE, usdValue } from '@airlock/local-stack/api'
import { DEMO_EVM_ACCOUNTS, DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'
import type { Page } from '@playwright/test'
import { formatUnits, type Hex, verifyMessage } from 'viem'
import {
  addUnconfiguredChain,
  evmBalanceAsShown,
  floorToThreeDecimals,
  jsonRpc,
  readDemoTokenBalance,
} from '../support/chain.ts'
import {
  demoHostState,
  demoWalletPrompt,
  escapeRegExp,
  openDemoHost,
  requestDemoEvmWallet,
  requestHostPersonalSign,
} from '../support/host.ts'
import { expectOverlay, modalFrame, modalView, readPixel } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Host-window wallets end to end: the demo host page with its two demo wallets (their approve /
// reject prompts are in the HOST page), the modal in its iframe, and real local chains (two
// anvils and the Solana RPC, started for this file on free ports).

const EVM = 'Airlock Demo Wallet (EVM)'
const SOLANA = 'Airlock Demo Wallet (Solana)'
const EVM_ACCOUNT = DEMO_EVM_ACCOUNTS[0].address
const SOLANA_ACCOUNT = DEMO_SOLANA_ACCOUNTS[0].address
const ANVIL_1 = 'eip155:31337'
const ANVIL_2 = 'eip155:31338'
const SOLANA_LOCAL = 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'

const stack = useChainStack()

/**
 * From the next page load on, records every dialog added to the host page (the demo wallets'
 * prompts are its only dialogs), even one that goes away again, so a test can tell that none
 * was shown. Returns a reader of the record of the current page load.
 */
async function recordHostDialogs(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    if (window !== window.top) return
    const shown: string[] = []
    Object.assign(window, { hostDialogsShown: shown })
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof Element)) continue
        for (const dialog of [node, ...node.querySelectorAll('[role="dialog"]')]) {
          if (dialog.getAttribute('role') === 'dialog') shown.push(dialog.outerHTML.slice(0, 200))
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  return () =>
    page.evaluate(() => (window as unknown as { hostDialogsShown: string[] }).hostDialogsShown)
}

/**
 * The EIP-155 connector id the modal stored (in its storage, in the iframe), as stored. While the
 * iframe still shows its initial document (the host's origin and storage) or is navigating (a
 * reload), a "not yet" text that matches nothing, so that `expect.poll` asks again.
 */
async function storedConnectorId(page: Page): Promise<string | null> {
  const frame = await modalFrame(page)
  // The modal keeps it in the scope of (demo project, demo host origin), as tenant isolation asks.
  const key = `airlock-scoped/demo|${encodeURIComponent(new URL(stack.urls.host).origin)}/@airlock/connector_id/eip155`
  const read = await frame
    .evaluate((scopedKey) => [location.origin, localStorage.getItem(scopedKey)], key)
    .catch((error: Error) => error)
  if (read instanceof Error) return `(not yet: ${read.message})`
  const [origin, value] = read
  if (origin !== new URL(stack.urls.modal).origin) return `(not the modal yet: ${origin})`
  return value ?? null
}

function evmBalance(caipNetworkId: string): Promise<string> {
  return evmBalanceAsShown(stack.rpcUrl(caipNetworkId), EVM_ACCOUNT)
}

/** The demo ERC20 (ADT, 18 decimals) held by the demo account, as a token row shows it. */
async function tokenBalance(caipNetworkId: string): Promise<string> {
  const raw = await readDemoTokenBalance(stack.rpcUrl(caipNetworkId), EVM_ACCOUNT)
  return `Airlock Demo Token${floorToThreeDecimals(formatUnits(raw, 18))} ADT`
}

async function solanaBalance(): Promise<string> {
  const { value } = await jsonRpc<{ value: number }>(stack.rpcUrl(SOLANA_LOCAL), 'getBalance', [
    SOLANA_ACCOUNT,
  ])
  const lamports = BigInt(value)
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0')
  return `${floorToThreeDecimals(`${lamports / 1_000_000_000n}.${fraction}`)} SOL`
}

/** Opens the modal from the host's button and connects a demo wallet, approving in the host. */
async function connectWallet(
  page: Page,
  wallet: string,
  then: 'shows Account' | 'closes' = 'shows Account',
): Promise<void> {
  const { dialog, iframe } = modalView(page)
  if (!(await dialog.isVisible()))
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: new RegExp(escapeRegExp(wallet)) }).click()
  await expect(dialog.getByText(`Continue in ${wallet}`)).toBeVisible()
  await demoWalletPrompt(page, wallet, 'Connect to this site')
    .getByRole('button', { name: 'Approve' })
    .click()
  // A connect the page's code asked for (eth_requestAccounts, connect()) closes the modal.
  if (then === 'closes') await expectOverlay(iframe, 'closed')
  else await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
}

/** Waits until the host's calls reach the reloaded modal (before, they reject with CONNECTION_RESET). */
async function waitForNewSession(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { airlockModal: { close: () => Promise<void> } }).airlockModal
          .close()
          .then(
            () => 'answered',
            (error: { code?: string }) => error.code,
          ),
      ),
    )
    .toBe('answered')
}

/** Starts `run` in the page, approves the prompt it opens in the host, and returns its result. */
async function approveWhile<T>(page: Page, wallet: string, title: string, run: Promise<T>) {
  await demoWalletPrompt(page, wallet, title).getByRole('button', { name: 'Approve' }).click()
  return run
}

test.describe('host-window wallets', () => {
  test('default: EVM wallet: connect, balance, switch, unsupported chain, page reload, disconnect', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    const hostDialogs = await recordHostDialogs(page)
    await openDemoHost(page, stack.urls.host)
    const { dialog, iframe } = modalView(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    // The demo wallet is listed with its icon (a data: URL the CSP allows).
    const row = dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) })
    await expect(row.locator('img')).toHaveAttribute('src', /^data:image\//)
    await connectWallet(page, EVM)

    // Account: the shortened address, the network badge, the balance the chain holds.
    await expect(
      dialog.getByText(`${EVM_ACCOUNT.slice(0, 6)}…${EVM_ACCOUNT.slice(-5)}`),
    ).toBeVisible()
    await expect(dialog.getByRole('button', { name: /^Network: Anvil Local\./ })).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toHaveText(await evmBalance(ANVIL_1))
    await expect(dialog.getByRole('list', { name: 'Tokens' })).toContainText(
      await tokenBalance(ANVIL_1),
    )
    // The balances came from the project's API, the only source with a price: the reference API
    // prices ETH at its demo on-ramp's rate.
    const wei = await jsonRpc<Hex>(stack.rpcUrl(ANVIL_1), 'eth_getBalance', [EVM_ACCOUNT, 'latest'])
    await expect(dialog.getByRole('list', { name: 'Tokens' })).toContainText(
      `$${usdValue(BigInt(wei), 18, DEMO_ONRAMP_RATE).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    )
    expect(await demoHostState(page)).toMatchObject({
      status: 'connected',
      address: EVM_ACCOUNT,
      network: ANVIL_1,
    })

    // Switch to 31338 through the wallet.
    await dialog.getByRole('button', { name: /^Network: / }).click()
    await dialog.getByRole('button', { name: /Anvil Local 2/ }).click()
    await demoWalletPrompt(page, EVM, 'Switch network')
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(dialog.getByRole('button', { name: /^Network: Anvil Local 2\./ })).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toHaveText(await evmBalance(ANVIL_2))
    await expect.poll(async () => (await demoHostState(page)).network).toBe(ANVIL_2)

    // The wallet moves to a chain the project does not configure (the wallet's own API):
    // UnsupportedChain.
    const added = addUnconfiguredChain(page)
    await approveWhile(page, EVM, 'Add a network', added)
    await expect(dialog.getByRole('heading', { name: 'Unsupported Network' })).toBeVisible()
    await expect(dialog.getByText('This network is not supported')).toBeVisible()
    await expect.poll(async () => (await demoHostState(page)).network).toBe('eip155:31339')

    // Back to a supported network from there: the wallet switches, and as the previous network
    // was not the app's, the modal closes (spec §4).
    await dialog.getByRole('button', { name: /^Anvil Local\b(?! 2)/ }).click()
    await demoWalletPrompt(page, EVM, 'Switch network')
      .getByRole('button', { name: 'Approve' })
      .click()
    await expectOverlay(iframe, 'closed')
    await expect.poll(async () => (await demoHostState(page)).network).toBe(ANVIL_1)

    // A page reload: the wallet still grants this site its account (as MetaMask remembers a
    // site), and the modal reconnects to the stored connector silently: no prompt in the host
    // page, and Account with the address.
    await page.reload()
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({
        ready: true,
        status: 'connected',
        address: EVM_ACCOUNT,
        network: ANVIL_1,
        error: null,
      })
    expect(await hostDialogs(), 'wallet prompts shown after the reload').toEqual([])
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(
      dialog.getByText(`${EVM_ACCOUNT.slice(0, 6)}…${EVM_ACCOUNT.slice(-5)}`),
    ).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toHaveText(await evmBalance(ANVIL_1))
    expect(await hostDialogs()).toEqual([])

    // Disconnect: the modal forgets the wallet and shows Connect; the host sees it.
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(async () => (await demoHostState(page)).status).toBe('disconnected')
    await expect(dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) })).toContainText(
      'Recent',
    )
    // The modal's disconnect revoked the wallet's permission too (wallet_revokePermissions):
    // nothing is stored on either side, and a page reload starts disconnected, without a prompt.
    await page.reload()
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ ready: true, status: 'disconnected' })
    expect(await requestDemoEvmWallet(page, { method: 'eth_accounts' })).toEqual([])
    expect(await hostDialogs()).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('error: a rejected connection says so and changes nothing; Try again connects', async ({
    page,
  }) => {
    await openDemoHost(page, stack.urls.host)
    const { dialog } = modalView(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) }).click()
    await demoWalletPrompt(page, EVM, 'Connect to this site')
      .getByRole('button', { name: 'Reject' })
      .click()
    await expect(dialog.getByRole('alert')).toContainText('Connection declined')
    expect(await demoHostState(page)).toMatchObject({ status: 'disconnected', address: null })
    expect(
      await (await modalFrame(page)).evaluate(() => Object.keys(localStorage).join(',')),
    ).not.toMatch(/connector/i)

    await dialog.getByRole('button', { name: 'Try again' }).click()
    await demoWalletPrompt(page, EVM, 'Connect to this site')
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()

    // A declined network switch leaves the network as it was and says why.
    await dialog.getByRole('button', { name: /^Network: / }).click()
    await dialog.getByRole('button', { name: /Anvil Local 2/ }).click()
    await demoWalletPrompt(page, EVM, 'Switch network')
      .getByRole('button', { name: 'Reject' })
      .click()
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Network switch declined' }),
    ).toBeVisible()
    expect(await demoHostState(page)).toMatchObject({ status: 'connected', network: ANVIL_1 })
  })

  test('behavior: a reload of the modal iframe alone reconnects silently to the stored wallet', async ({
    page,
  }) => {
    const hostDialogs = await recordHostDialogs(page)
    await openDemoHost(page, stack.urls.host)
    await connectWallet(page, EVM)
    const frame = await modalFrame(page)
    const replaced = page.waitForEvent('framenavigated', (navigated) => navigated === frame)
    await frame.evaluate(() => {
      setTimeout(() => location.reload(), 0)
    })
    await replaced
    await waitForNewSession(page)
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ ready: true, status: 'connected', address: EVM_ACCOUNT, network: ANVIL_1 })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(modalView(page).dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    // The only prompt was the one of the connect, before the reload.
    expect(await hostDialogs()).toHaveLength(1)
  })

  test('behavior: a page reload without the wallet (gone) ends cleanly disconnected', async ({
    page,
    consoleErrors,
  }) => {
    await openDemoHost(page, stack.urls.host)
    await connectWallet(page, EVM)
    expect(await storedConnectorId(page)).toBe('"dev.airlock.demo-evm"')
    // The same page again, now without the demo wallets (as after removing the extension): the
    // modal waits a moment for the stored connector, then gives up on it and forgets it.
    await page.goto(`${stack.urls.host}?wallets=none`)
    await expect.poll(() => storedConnectorId(page)).toBeNull()
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({
        ready: true,
        status: 'disconnected',
        address: null,
        error: null,
      })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const { dialog } = modalView(page)
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) })).toHaveCount(0)
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('behavior: a page reload after the wallet stopped granting the site ends disconnected, no prompt', async ({
    page,
  }) => {
    const hostDialogs = await recordHostDialogs(page)
    await openDemoHost(page, stack.urls.host)
    await connectWallet(page, EVM)
    // The wallet forgets the site while the page is away (its own setting, another tab): the
    // modal's silent reconnect (eth_accounts, never a prompt) finds no account.
    const forgotten = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('airlock-demo-wallet:dev.airlock.demo-evm:'))
        .map((key) => {
          localStorage.removeItem(key)
          return key
        }),
    )
    expect(forgotten).toHaveLength(1)
    expect(await storedConnectorId(page)).toBe('"dev.airlock.demo-evm"')
    await page.reload()
    await expect.poll(() => storedConnectorId(page)).toBeNull()
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({
        ready: true,
        status: 'disconnected',
        error: null,
      })
    expect(await hostDialogs(), 'wallet prompts shown after the reload').toEqual([])
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(
      modalView(page).dialog.getByRole('heading', { name: 'Connect Wallet' }),
    ).toBeVisible()
  })

  test('behavior: Solana wallet connects with its balance, beside the EVM wallet; both reconnect after a page reload', async ({
    page,
  }) => {
    const hostDialogs = await recordHostDialogs(page)
    await openDemoHost(page, stack.urls.host)
    const { dialog } = modalView(page)
    await connectWallet(page, EVM)

    // A Solana network while connected on EVM only: SwitchActiveChain, then the Solana wallet.
    await dialog.getByRole('button', { name: /^Network: / }).click()
    await dialog.getByRole('button', { name: /Solana Local/ }).click()
    await dialog.getByRole('button', { name: 'Switch to Solana' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await connectWallet(page, SOLANA)
    await expect(dialog.getByRole('button', { name: /^Network: Solana Local\./ })).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toHaveText(await solanaBalance())
    await expect(dialog.getByRole('list', { name: 'Tokens' })).toContainText('ADUSD')
    expect(await demoHostState(page)).toMatchObject({
      status: 'connected',
      address: SOLANA_ACCOUNT,
      network: SOLANA_LOCAL,
    })

    // Still connected on EVM: back to Anvil without connecting again.
    await dialog.getByRole('button', { name: /^Network: / }).click()
    await dialog.getByRole('button', { name: /^Anvil Local\b(?! 2)/ }).click()
    await expect(dialog.getByRole('button', { name: /^Network: Anvil Local\./ })).toBeVisible()
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ address: EVM_ACCOUNT, network: ANVIL_1 })

    // A page reload reconnects both silently (eth_accounts; standard:connect { silent: true }):
    // on the active EVM network, and to Solana again without connecting or a prompt.
    await page.reload()
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ ready: true, status: 'connected', address: EVM_ACCOUNT, network: ANVIL_1 })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: /^Network: / }).click()
    await dialog.getByRole('button', { name: /Solana Local/ }).click()
    await expect(dialog.getByRole('button', { name: /^Network: Solana Local\./ })).toBeVisible()
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ address: SOLANA_ACCOUNT, network: SOLANA_LOCAL })
    expect(await hostDialogs(), 'wallet prompts shown after the reload').toEqual([])
  })

  test('behavior: the host signs through modal.getProvider("eip155") and the signature verifies', async ({
    page,
  }) => {
    await openDemoHost(page, stack.urls.host)
    await connectWallet(page, EVM)
    const message = 'Sign in to the Airlock demo'
    const signing = requestHostPersonalSign(page, message, EVM_ACCOUNT)
    const signature = await approveWhile(page, EVM, 'Sign a message', signing)
    expect(await verifyMessage({ address: EVM_ACCOUNT, message, signature })).toBe(true)
  })

  test("behavior: the host's provider answers eth_accounts and eth_chainId before any wallet, and eth_requestAccounts opens Connect and resolves with the account the visitor connects", async ({
    page,
    consoleErrors,
  }) => {
    await openDemoHost(page, stack.urls.host)
    const { dialog, iframe } = modalView(page)
    const ask = (method: string) =>
      page.evaluate(
        (name) =>
          (window as unknown as { airlockModal: Pick<AirlockModal, 'getProvider'> }).airlockModal
            .getProvider('eip155')
            .request({ method: name }),
        method,
      )
    expect(await ask('eth_accounts')).toEqual([])
    expect(await ask('eth_chainId')).toBe('0x7a69')
    // As with an injected wallet: the dapp asks, the visitor is asked.
    const requested = ask('eth_requestAccounts')
    await expectOverlay(iframe, 'open')
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await connectWallet(page, EVM, 'closes')
    expect(await requested).toEqual([EVM_ACCOUNT])
    expect(await ask('eth_accounts')).toEqual([EVM_ACCOUNT])
    expect(consoleErrors).toEqual([])
  })

  test("behavior: the host's Solana signer connect() opens Connect and resolves with the Solana account the visitor connects", async ({
    page,
  }) => {
    await openDemoHost(page, stack.urls.host)
    const { dialog } = modalView(page)
    const connecting = page.evaluate(() =>
      (window as unknown as { airlockModal: Pick<AirlockModal, 'getProvider'> }).airlockModal
        .getProvider('solana')
        .connect(),
    )
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    // It asked for a Solana account: the Solana wallets are offered, not the EVM one.
    await expect(dialog.getByText('Choose a Solana wallet.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) })).toHaveCount(0)
    await connectWallet(page, SOLANA, 'closes')
    expect(await connecting).toEqual({ publicKey: SOLANA_ACCOUNT })
  })

  test('error: eth_requestAccounts is declined (4001) when the visitor closes the modal instead', async ({
    page,
  }) => {
    await openDemoHost(page, stack.urls.host)
    const { dialog, iframe } = modalView(page)
    const requested = page.evaluate(() =>
      (window as unknown as { airlockModal: Pick<AirlockModal, 'getProvider'> }).airlockModal
        .getProvider('eip155')
        .request({ method: 'eth_requestAccounts' })
        .then(
          () => 'resolved',
          (error: { code?: number }) => error.code,
        ),
    )
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expectOverlay(iframe, 'closed')
    expect(await requested).toBe(4001)
  })

  // The backdrop dims the host page: black at 72 % (dark), near-black at 60 % (light), as the
  // modal's stylesheet draws it. The page must still show through: an opaque iframe canvas would
  // paint the spot black (dark scheme) or white instead of the host's own colour, dimmed.
  const DIMS = [
    { theme: 'dark', colour: 0, alpha: 0.72 },
    { theme: 'light', colour: 20, alpha: 0.6 },
  ] as const
  for (const { theme, colour, alpha } of DIMS) {
    test(`behavior: the host page shows through the backdrop, dimmed (${theme})`, async ({
      page,
    }) => {
      await openDemoHost(page, `${stack.urls.host}?theme=${theme}`)
      await expect(modalView(page).frame.locator('html')).toHaveAttribute('data-theme', theme)
      const closed = await readPixel(page, 4, 120)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await expect(modalView(page).dialog).toBeVisible()
      await expect
        .poll(() =>
          modalView(page).iframe.evaluate(
            (element) => (element as HTMLIFrameElement).contentWindow !== null,
          ),
        )
        .toBe(true)
      // The backdrop fades in, so the spot is read until the fade is over.
      const dimmed = closed.map((channel) => channel * (1 - alpha) + colour * alpha)
      await expect
        .poll(
          async () => {
            const open = await readPixel(page, 4, 120)
            return open.every((channel, index) => Math.abs(channel - (dimmed[index] ?? 0)) < 12)
          },
          {
            message: `the host page's colour at ${Math.round((1 - alpha) * 100)} % under the backdrop`,
          },
        )
        .toBe(true)
      // A spot of the page bright enough that its dimmed colour is neither black nor white.
      expect(Math.max(...closed)).toBeGreaterThan(60)
    })
  }
})
