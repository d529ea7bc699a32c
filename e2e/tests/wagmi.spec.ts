import type { AirlockModal } from '@airlock/host-sdk'
import { createRelayService } from '@airlock/local-stack/stack'
import { DEMO_EVM_ACCOUNTS, DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import type { Page } from '@playwright/test'
import { build, type Plugin } from 'esbuild'
import { type Hex, numberToHex, parseEther, verifyMessage } from 'viem'
import { SIGNED_MESSAGE, type WagmiAppParams } from '../pages/wagmi/shared.tsx'
import { jsonRpc, readDemoTokenBalance, readWeiBalance } from '../support/chain.ts'
import {
  approveInModal,
  embeddedWalletServices,
  firstEmailLogin,
} from '../support/embeddedWallet.ts'
import {
  approveInMobileWallet,
  demoHostState,
  demoWalletPrompt,
  escapeRegExp,
  openDemoHost,
  openMobileWallet,
} from '../support/host.ts'
import {
  expectOverlay,
  MODAL_IFRAME,
  modalView,
  readPairingUri,
  waitForFocusInDialog,
} from '../support/modal.ts'
import { E2E_PATHS, useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// A React app per wagmi major (e2e/pages/wagmi/wagmi2.tsx, wagmi3.tsx) with `airlock()` from
// @airlock/host-sdk/wagmi, in the demo host page over its modal and real anvils: useConnect,
// useBalance, useSendTransaction, useWriteContract (the demo ERC-20), useSwitchChain,
// useDisconnect, and wagmi's reconnect after a reload. The demo wallet's prompts are approved in
// the host page; every transfer is checked on the chain. A visitor with no wallet logs in with
// email instead and gets the embedded wallet (the wallet frame, the auth service and its mailbox).

const EVM = 'Airlock Demo Wallet (EVM)'
const SENDER = DEMO_EVM_ACCOUNTS[0].address
const RECEIVER = DEMO_EVM_ACCOUNTS[1].address
const MAJORS = ['wagmi2', 'wagmi3'] as const

// The relay and the demo mobile wallet too, for wagmi over a WalletConnect wallet, and the
// embedded wallet's services, for wagmi over an email login.
const stack = useChainStack({
  relay: createRelayService({ port: 0 }),
  before: embeddedWalletServices(),
})
const bundles = new Map<(typeof MAJORS)[number], string>()

/**
 * `@wagmi/core` as the app's wagmi major has it, for the connector's imports too: one copy of
 * wagmi's core per app, as a wagmi app that installs the SDK gets.
 */
function wagmiCoreOf(major: string): Plugin {
  return {
    name: `wagmi-core-of-${major}`,
    setup(build) {
      const resolveDir = `${E2E_PATHS.root}node_modules/${major}`
      build.onResolve({ filter: /^@wagmi\/core(\/|$)/ }, async (args) => {
        if (args.pluginData === major) return undefined
        const resolved = await build.resolve(args.path, {
          resolveDir,
          kind: args.kind,
          pluginData: major,
        })
        return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path }
      })
    },
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  for (const major of MAJORS) {
    const { outputFiles } = await build({
      entryPoints: [`${E2E_PATHS.pagesDir}wagmi/${major}.tsx`],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2022',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [wagmiCoreOf(major)],
      logLevel: 'warning',
    })
    bundles.set(major, outputFiles[0]?.text ?? '')
  }
})

/**
 * Opens the demo host (no wallet connected yet, or the one the modal restores) with the app;
 * `query` passes the demo page's options (`?siwx=required`); `untilReady: false` adds the app
 * without waiting for the modal (which `?preload=interaction` does not load on its own).
 */
async function openApp(
  page: Page,
  major: (typeof MAJORS)[number],
  query = '',
  { untilReady = true } = {},
): Promise<void> {
  await openDemoHost(page, `${stack.urls.host}${query}`, { untilReady })
  await page.addScriptTag({ content: bundles.get(major) ?? '' })
  const params: WagmiAppParams = {
    rpcUrls: { 31337: stack.rpcUrl('eip155:31337'), 31338: stack.rpcUrl('eip155:31338') },
    receiver: RECEIVER,
    token: DEMO_TOKEN_ADDRESS,
  }
  await page.evaluate(
    (values) =>
      (window as unknown as { wagmiApp: { mount(p: unknown): void } }).wagmiApp.mount(values),
    params,
  )
}

/** The modal's connected accounts, as `namespace:address`. */
function connectedAccounts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (
      (
        window as unknown as { airlockModal: Pick<AirlockModal, 'getState'> }
      ).airlockModal.getState().accounts ?? []
    ).map((account) => `${account.namespace}:${account.address}`),
  )
}

async function approve(page: Page, title: string): Promise<void> {
  await demoWalletPrompt(page, EVM, title).getByRole('button', { name: 'Approve' }).click()
}

for (const major of MAJORS) {
  test(`default: ${major}: connect through the modal, balance, send, writeContract, switchChain, reload reconnects, disconnect`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    const rpc1 = stack.rpcUrl('eip155:31337')
    const rpc2 = stack.rpcUrl('eip155:31338')
    await openApp(page, major)
    const app = page.getByRole('region', { name: 'wagmi app' })
    const { iframe, dialog } = modalView(page)
    await expect(app.getByText('Status: disconnected')).toBeVisible({ timeout: 15_000 })

    // useConnect with airlock(): the modal opens on Connect, the visitor picks the demo wallet.
    await app.getByRole('button', { name: 'Connect with Airlock' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) }).click()
    await approve(page, 'Connect to this site')
    await expect(app.getByText('Status: connected')).toBeVisible({ timeout: 15_000 })
    await expect(app.getByText(`Address: ${SENDER}`)).toBeVisible()
    await expect(app.getByText('Chain: 31337')).toBeVisible()
    // The connector's connect succeeded: the modal closed.
    await expectOverlay(iframe, 'closed')

    // useBalance reads the chain through wagmi's transport.
    await expect(app.getByText(`Balance: ${await readWeiBalance(rpc1, SENDER)}`)).toBeVisible({
      timeout: 15_000,
    })

    // useSendTransaction: the wallet's prompt, then the receipt.
    const ethBefore = await readWeiBalance(rpc1, RECEIVER)
    await app.getByRole('button', { name: 'Send 1.5 ETH' }).click()
    await approve(page, 'Send a transaction')
    await expect(app.getByText('Outcome: send success')).toBeVisible({ timeout: 15_000 })
    expect(await readWeiBalance(rpc1, RECEIVER)).toBe(ethBefore + parseEther('1.5'))

    // useWriteContract: ERC-20 transfer of the demo token.
    const adtBefore = await readDemoTokenBalance(rpc1, RECEIVER)
    await app.getByRole('button', { name: 'Transfer 7 ADT' }).click()
    await approve(page, 'Send a transaction')
    await expect(app.getByText('Outcome: transfer success')).toBeVisible({ timeout: 15_000 })
    expect(await readDemoTokenBalance(rpc1, RECEIVER)).toBe(adtBefore + 7n)

    // useSwitchChain: through modal.switchNetwork and the wallet; the balance is 31338's.
    await app.getByRole('button', { name: 'Switch to Anvil Local 2' }).click()
    await approve(page, 'Switch network')
    await expect(app.getByText('Chain: 31338')).toBeVisible({ timeout: 15_000 })
    await expect.poll(async () => (await demoHostState(page)).network).toBe('eip155:31338')
    await expect(app.getByText(`Balance: ${await readWeiBalance(rpc2, SENDER)}`)).toBeVisible({
      timeout: 15_000,
    })

    // The page loads again: wagmi reconnects through the modal's restored session, no prompt.
    await openApp(page, major)
    await expect(app.getByText('Status: connected')).toBeVisible({ timeout: 15_000 })
    await expect(app.getByText(`Address: ${SENDER}`)).toBeVisible()
    // The demo wallet starts on its first chain again after a load; wagmi follows the modal.
    await expect.poll(async () => (await demoHostState(page)).network).toBe('eip155:31337')
    await expect(app.getByText('Chain: 31337')).toBeVisible()
    await expectOverlay(iframe, 'closed')

    // useDisconnect disconnects the modal too.
    await app.getByRole('button', { name: 'Disconnect' }).click()
    await expect(app.getByText('Status: disconnected')).toBeVisible({ timeout: 15_000 })
    await expect.poll(async () => (await demoHostState(page)).status).toBe('disconnected')
    expect(consoleErrors).toEqual([])
  })

  test(`error: ${major}: closing the modal without connecting rejects useConnect with UserRejectedRequestError`, async ({
    page,
  }) => {
    await openApp(page, major)
    const app = page.getByRole('region', { name: 'wagmi app' })
    const { iframe, dialog } = modalView(page)
    await app.getByRole('button', { name: 'Connect with Airlock' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await waitForFocusInDialog(page)
    await page.keyboard.press('Escape')
    await expectOverlay(iframe, 'closed')
    await expect(app.getByText('Outcome: User rejected the request.')).toBeVisible({
      timeout: 15_000,
    })
    await expect(app.getByText('Status: disconnected')).toBeVisible()
  })
}

test('behavior: wagmi3 with preload interaction: a returning visitor is reconnected on page load, no hover needed (regression: the reconnect waited for the iframe an interaction makes, then gave up)', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  const query = '?preload=interaction'
  await openApp(page, 'wagmi3', query, { untilReady: false })
  const app = page.getByRole('region', { name: 'wagmi app' })
  const { iframe, dialog } = modalView(page)
  // wagmi stored no connection: its reconnect loads nothing.
  await expect(app.getByText('Status: disconnected')).toBeVisible({ timeout: 15_000 })
  await expect(page.locator(MODAL_IFRAME)).toHaveCount(0)

  await app.getByRole('button', { name: 'Connect with Airlock' }).click()
  await dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) }).click()
  await approve(page, 'Connect to this site')
  await expect(app.getByText('Status: connected')).toBeVisible({ timeout: 15_000 })
  await expectOverlay(iframe, 'closed')

  // The pointer stays where it clicked across the load: off every control, so that it hovers
  // no connect control of the next page (which would load the modal as an interaction).
  await page.mouse.move(0, 0)
  await openApp(page, 'wagmi3', query, { untilReady: false })
  await expect(app.getByText('Status: connected')).toBeVisible({ timeout: 15_000 })
  await expect(app.getByText(`Address: ${SENDER}`)).toBeVisible()
  await expect(page.locator(MODAL_IFRAME)).toHaveCount(1)
  await expectOverlay(iframe, 'closed')
  expect(consoleErrors).toEqual([])
})

test('behavior: wagmi2: with a required sign-in, useConnect leaves the modal on Sign In; signing closes it, signed in', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await openApp(page, 'wagmi2', '?siwx=required')
  const app = page.getByRole('region', { name: 'wagmi app' })
  const { iframe, dialog } = modalView(page)
  await app.getByRole('button', { name: 'Connect with Airlock' }).click()
  await dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) }).click()
  await approve(page, 'Connect to this site')
  // The connector's connect ended with the account; the modal stays up for the sign-in.
  await expect(app.getByText(`Address: ${SENDER}`)).toBeVisible({ timeout: 15_000 })
  await expect(dialog.getByRole('button', { name: 'Sign' })).toBeVisible()
  await expectOverlay(iframe, 'open')
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await approve(page, 'Sign a message')
  await expectOverlay(iframe, 'closed')
  await expect.poll(async () => (await demoHostState(page)).status).toBe('connected')
  await expect(page.locator('#state-siwx')).toHaveText(`Signed in as ${SENDER} (nonce verified)`)
})

test('behavior: wagmi2 over WalletConnect: useConnect pairs the mobile wallet; useSendTransaction and useSwitchChain go to it; useAccount follows to 31338', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const account = DEMO_EVM_ACCOUNTS[1].address
  const rpc2 = stack.rpcUrl('eip155:31338')
  await openApp(page, 'wagmi2')
  const app = page.getByRole('region', { name: 'wagmi app' })
  const { iframe, dialog } = modalView(page)
  await expect(app.getByText('Status: disconnected')).toBeVisible({ timeout: 15_000 })
  await app.getByRole('button', { name: 'Connect with Airlock' }).click()
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  const wallet = await openMobileWallet(page, stack, await readPairingUri(page))
  await wallet.getByTestId('proposal').getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(app.getByText('Status: connected')).toBeVisible({ timeout: 15_000 })
  await expect(app.getByText(`Address: ${account}`)).toBeVisible()
  await expect(app.getByText('Chain: 31337')).toBeVisible()
  await expectOverlay(iframe, 'closed')
  const approveInWallet = (method: string) => approveInMobileWallet(wallet, method)

  await app.getByRole('button', { name: 'Switch to Anvil Local 2' }).click()
  await approveInWallet('wallet_switchEthereumChain')
  await expect(app.getByText('Chain: 31338')).toBeVisible({ timeout: 15_000 })
  await expect.poll(async () => (await demoHostState(page)).network).toBe('eip155:31338')

  // The mobile wallet's account is the app's receiver too: it sends to itself, on 31338.
  const nonce = () => jsonRpc<string>(rpc2, 'eth_getTransactionCount', [account, 'latest'])
  const nonceBefore = Number(await nonce())
  await app.getByRole('button', { name: 'Send 1.5 ETH' }).click()
  await approveInWallet('eth_sendTransaction')
  await expect(app.getByText('Outcome: send success')).toBeVisible({ timeout: 15_000 })
  expect(Number(await nonce())).toBe(nonceBefore + 1)
  expect(consoleErrors).toEqual([])
})

test('behavior: wagmi3 for a visitor with no wallet: the email login connects the embedded wallet; signMessage verifies, sendTransaction lands, a reload reconnects without the email, disconnect clears the modal', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const rpc = stack.rpcUrl('eip155:31337')
  const email = `wagmi-${Date.now()}@example.com`
  // No in-page wallets: the visitor's only way in is the modal's email login.
  await openApp(page, 'wagmi3', '?wallets=none')
  const app = page.getByRole('region', { name: 'wagmi app' })
  const { iframe, dialog } = modalView(page)
  await expect(app.getByText('Status: disconnected')).toBeVisible({ timeout: 15_000 })

  await app.getByRole('button', { name: 'Connect with Airlock' }).click()
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await firstEmailLogin(page, stack, email)
  await expect(app.getByText('Status: connected')).toBeVisible({ timeout: 15_000 })
  // wagmi's account is the embedded wallet's, the one the modal connected.
  await expect.poll(async () => (await demoHostState(page)).address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const address = (await demoHostState(page)).address as Hex
  await expect(app.getByText(`Address: ${address}`)).toBeVisible()
  await expect(app.getByText('Chain: 31337')).toBeVisible()
  await expectOverlay(iframe, 'closed')

  // useSignMessage: approved in the modal, signed by the embedded wallet's key.
  await app.getByRole('button', { name: 'Sign message' }).click()
  await approveInModal(page, 'Sign a message')
  const shown = app.getByText(/^Signature: 0x[0-9a-f]+$/)
  await expect(shown).toBeVisible({ timeout: 15_000 })
  const signature = ((await shown.textContent()) ?? '').replace('Signature: ', '') as Hex
  expect(await verifyMessage({ address, message: SIGNED_MESSAGE, signature })).toBe(true)
  expect(await verifyMessage({ address: SENDER, message: SIGNED_MESSAGE, signature })).toBe(false)

  // useSendTransaction from the funded embedded wallet: approved in the modal, mined.
  await jsonRpc(rpc, 'anvil_setBalance', [address, numberToHex(parseEther('10'))])
  const ethBefore = await readWeiBalance(rpc, RECEIVER)
  await app.getByRole('button', { name: 'Send 1.5 ETH' }).click()
  await approveInModal(page, 'Send 1.5 ETH')
  await expect(app.getByText('Outcome: send success')).toBeVisible({ timeout: 15_000 })
  expect(await readWeiBalance(rpc, RECEIVER)).toBe(ethBefore + parseEther('1.5'))
  expect(await readWeiBalance(rpc, address)).toBeLessThan(parseEther('8.5'))

  // The page loads again: wagmi reconnects to the restored embedded wallet, no email asked.
  await openApp(page, 'wagmi3', '?wallets=none')
  await expect(app.getByText('Status: connected')).toBeVisible({ timeout: 25_000 })
  await expect(app.getByText(`Address: ${address}`)).toBeVisible()
  await expect(app.getByText('Chain: 31337')).toBeVisible()
  await expectOverlay(iframe, 'closed')
  expect((await demoHostState(page)).address).toBe(address)

  // useDisconnect: the modal has no EVM account left. The connector disconnects the EVM
  // namespace only, so the embedded wallet's Solana account stays, as documented.
  await app.getByRole('button', { name: 'Disconnect' }).click()
  await expect(app.getByText('Status: disconnected')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => connectedAccounts(page)).not.toContain(`eip155:${address}`)
  expect(await connectedAccounts(page)).toEqual([
    expect.stringMatching(/^solana:[1-9A-HJ-NP-Za-km-z]{32,44}$/),
  ])
  expect((await demoHostState(page)).address).not.toBe(address)
  // Another load (regression: the modal's restore brought the disconnected EVM account back):
  // the embedded wallet's Solana account alone comes back, and wagmi stays disconnected.
  const [solana] = await connectedAccounts(page)
  await openApp(page, 'wagmi3', '?wallets=none')
  await expect.poll(() => connectedAccounts(page), { timeout: 25_000 }).toEqual([solana])
  await expect(app.getByText('Status: disconnected')).toBeVisible()
  expect(consoleErrors).toEqual([])
})
