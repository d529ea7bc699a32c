import { createPublicKey, verify } from 'node:crypto'
import { createRelayService } from '@airlock/local-stack/stack'
import { DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'
import type { Locator, Page } from '@playwright/test'
import type { SolanaDappConfig } from '../pages/solana-wallet-adapter.ts'
import { bundlePageScript } from '../support/bundle.ts'
import { readLamports } from '../support/chain.ts'
import {
  airdropSol,
  approveInModal,
  embeddedWalletServices,
  firstEmailLogin,
  SOLANA_LOCAL,
  solanaAddress,
} from '../support/embeddedWallet.ts'
import {
  approveInMobileWallet,
  demoHostState,
  demoWalletPrompt,
  escapeRegExp,
  openDemoHost,
  openMobileWallet,
} from '../support/host.ts'
import { MODAL_IFRAME, modalView, readPairingUri } from '../support/modal.ts'
import { verifiesEd25519 } from '../support/namespaceProviders.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// A @solana/wallet-adapter-react + web3.js dapp (e2e/pages/solana-wallet-adapter.ts), unchanged,
// on the demo host page: it finds "Airlock" through the wallet standard (registered by the page's
// solanaAdapter()), connects through the modal to the Solana demo wallet, signs a message (checked
// here against the account's public key) and sends SOL on the local Solana RPC (checked on chain).
// With autoConnect, selecting Airlock connects and a reload reconnects it silently. A visitor with
// no wallet logs in with email instead and gets the embedded wallet's Solana account.

const SOLANA = 'Airlock Demo Wallet (Solana)'
const [SENDER, RECEIVER] = DEMO_SOLANA_ACCOUNTS
const MESSAGE = 'Hello from the Solana wallet adapter'

// The relay and the demo mobile wallet too, for a WalletConnect wallet behind Airlock, and the
// embedded wallet's services, for an email login.
const stack = useChainStack({
  relay: createRelayService({ port: 0 }),
  before: embeddedWalletServices(),
})
let bundle: string

test.beforeAll(async () => {
  bundle = await bundlePageScript('solana-wallet-adapter.ts')
})

/** The lamports `address` holds on the local Solana RPC. */
const lamportsOf = (address: string) => readLamports(stack.rpcUrl(SOLANA_LOCAL), address)

/**
 * Waits for the dapp's result to hold an ed25519 signature (base64 of 64 bytes) and returns it.
 * Waiting for "not the old text" raced: Sign message first clears the result to ''.
 */
async function signatureShown(result: Locator): Promise<string> {
  await expect(result).toHaveText(/^[A-Za-z0-9+/]{86}==$/, { timeout: 15_000 })
  return (await result.textContent()) ?? ''
}

/** Whether `signature` (base64) is the demo account's (SENDER's) ed25519 signature of `message`. */
function isSenderSignature(
  message: string,
  signature: string,
  signer: { secretKey: string } = SENDER,
): boolean {
  const publicKey = Buffer.from(signer.secretKey, 'hex').subarray(32)
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: publicKey.toString('base64url') },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message), key, Buffer.from(signature, 'base64'))
}

/** Starts the dapp with `config` in every later load of the page, as its own script would. */
async function addDappAtEveryLoad(page: Page, config: SolanaDappConfig): Promise<void> {
  await page.addInitScript(
    ({ value, script }) => {
      if (window !== window.top) return
      Object.assign(window, { solanaDappConfig: value })
      addEventListener('DOMContentLoaded', () => {
        document.head.append(Object.assign(document.createElement('script'), { text: script }))
      })
    },
    { value: config, script: bundle },
  )
}

/** The dapp's config: the local Solana RPC and MESSAGE, with what it sends where. */
function dappConfig(
  send: Pick<SolanaDappConfig, 'to' | 'lamports' | 'autoConnect'>,
): SolanaDappConfig {
  return { rpcUrl: stack.rpcUrl(SOLANA_LOCAL), message: MESSAGE, ...send }
}

/** Opens the demo host at `url` and starts the dapp with `config` in it, as its own script would. */
async function openDapp(page: Page, url: string, config: SolanaDappConfig) {
  await openDemoHost(page, url)
  await page.evaluate((value) => Object.assign(window, { solanaDappConfig: value }), config)
  await page.addScriptTag({ content: bundle })
  const dapp = page.getByRole('region', { name: 'Solana dapp' })
  return { dapp, result: dapp.getByTestId('sol-result') }
}

/** In the open modal, picks the Solana demo wallet and approves its connect prompt. */
async function pickSolanaDemoWallet(page: Page): Promise<void> {
  await modalView(page)
    .dialog.getByRole('button', { name: new RegExp(escapeRegExp(SOLANA)) })
    .click()
  await demoWalletPrompt(page, SOLANA, 'Connect to this site')
    .getByRole('button', { name: 'Approve' })
    .click()
}

/** Neither the dapp nor wallet-adapter reported an error, nor did the console. */
async function expectNoErrors(dapp: Locator, consoleErrors: string[]): Promise<void> {
  await expect(dapp.getByTestId('sol-error')).toHaveText('')
  await expect(dapp.getByTestId('sol-adapter-errors')).toHaveText('')
  expect(consoleErrors).toEqual([])
}

test('default: the wallet adapter finds Airlock, connects through the modal, signs a message and sends SOL', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const { dapp, result } = await openDapp(
    page,
    stack.urls.host,
    dappConfig({ to: RECEIVER.address, lamports: 250_000_000 }),
  )

  // Airlock is there, once; the modal's own list does not have it (checked below on Connect).
  await expect(dapp.getByTestId('sol-wallets')).toHaveText(/(^|, )Airlock(, |$)/)
  expect((await dapp.getByTestId('sol-wallets').textContent())?.split(', ')).toContain(SOLANA)
  await dapp.getByRole('button', { name: 'Select Airlock' }).click()
  await expect(dapp.getByTestId('sol-selected')).toHaveText('Airlock')

  await dapp.getByRole('button', { name: 'Connect', exact: true }).click()
  const { dialog } = modalView(page)
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible({
    timeout: 15_000,
  })
  // The modal lists the page's Solana wallets but not Airlock itself: the demo wallet alone.
  await expect(dialog.getByRole('button', { name: /^Airlock/ })).toHaveCount(1)
  await pickSolanaDemoWallet(page)
  await expect(result).toHaveText('connected', { timeout: 15_000 })
  await expect(dapp.getByTestId('sol-public-key')).toHaveText(SENDER.address)

  // A connect the dapp asked for closes the modal once the wallet connected.
  await expect(dialog).toBeHidden()

  await dapp.getByRole('button', { name: 'Sign message' }).click()
  await demoWalletPrompt(page, SOLANA, 'Sign a message')
    .getByRole('button', { name: 'Approve' })
    .click()
  const signature = await signatureShown(result)
  expect(isSenderSignature(MESSAGE, signature)).toBe(true)
  expect(isSenderSignature('another message', signature)).toBe(false)

  const before = await lamportsOf(RECEIVER.address)
  await dapp.getByRole('button', { name: 'Send' }).click()
  await demoWalletPrompt(page, SOLANA, 'Sign and send')
    .getByRole('button', { name: 'Approve' })
    .click()
  // The adapter answers the transaction's base58 signature.
  await expect(result).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, { timeout: 15_000 })
  await expect.poll(async () => (await lamportsOf(RECEIVER.address)) - before).toBe(250_000_000n)

  await dapp.getByRole('button', { name: 'Disconnect' }).click()
  await expect(result).toHaveText('disconnected')
  await expect(dapp.getByTestId('sol-public-key')).toHaveText('none')
  await expectNoErrors(dapp, consoleErrors)
})

test('behavior: with autoConnect, selecting Airlock connects once the visitor picks a wallet in the modal, and a reload reconnects silently (regression: WalletAccountError, then the wallet forgotten)', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const config = dappConfig({ to: RECEIVER.address, lamports: 1, autoConnect: true })
  const { dapp } = await openDapp(page, stack.urls.host, config)
  const publicKey = dapp.getByTestId('sol-public-key')
  const walletName = () => page.evaluate(() => localStorage.getItem('walletName'))

  // wallet-adapter connects the wallet it was given to select: the modal opens on Connect.
  await expect(dapp.getByTestId('sol-wallets')).toHaveText(/(^|, )Airlock(, |$)/)
  await dapp.getByRole('button', { name: 'Select Airlock' }).click()
  const { dialog } = modalView(page)
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible({
    timeout: 15_000,
  })
  await pickSolanaDemoWallet(page)
  await expect(publicKey).toHaveText(SENDER.address, { timeout: 15_000 })
  await expect(dialog).toBeHidden()
  expect(await walletName()).toBe('"Airlock"')

  // After a reload the dapp starts before the modal (mounted on the page's load event) has
  // restored the session: wallet-adapter's silent connect waits for it and never opens the modal.
  await addDappAtEveryLoad(page, config)
  await page.reload()
  await expect(publicKey).toHaveText(SENDER.address, { timeout: 15_000 })
  expect(await walletName()).toBe('"Airlock"')
  await expect(dapp.getByTestId('sol-adapter-errors')).toHaveText('')
  expect((await demoHostState(page)).open).toBe(false)
  await expect(dialog).toBeHidden()
  expect(consoleErrors).toEqual([])
})

test('behavior: with preload interaction, a reload reconnects the autoConnect dapp silently, no hover needed (regression: the silent connect waited for the iframe an interaction makes, then answered no account)', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  await addDappAtEveryLoad(
    page,
    dappConfig({ to: RECEIVER.address, lamports: 1, autoConnect: true }),
  )
  await openDemoHost(page, `${stack.urls.host}?preload=interaction`, { untilReady: false })
  const dapp = page.getByRole('region', { name: 'Solana dapp' })
  const publicKey = dapp.getByTestId('sol-public-key')
  const { dialog } = modalView(page)
  // No wallet selected before: wallet-adapter connects nothing, and the modal is not loaded.
  await expect(dapp.getByTestId('sol-wallets')).toHaveText(/(^|, )Airlock(, |$)/)
  await expect(page.locator(MODAL_IFRAME)).toHaveCount(0)

  await dapp.getByRole('button', { name: 'Select Airlock' }).click()
  await pickSolanaDemoWallet(page)
  await expect(publicKey).toHaveText(SENDER.address, { timeout: 15_000 })
  await expect(dialog).toBeHidden()

  // The pointer stays where it clicked across the load: off every control, so that it hovers
  // no connect control of the next page (which would load the modal as an interaction).
  await page.mouse.move(0, 0)
  await page.reload()
  await expect(publicKey).toHaveText(SENDER.address, { timeout: 15_000 })
  await expect(page.locator(MODAL_IFRAME)).toHaveCount(1)
  await expect(dialog).toBeHidden()
  await expect(dapp.getByTestId('sol-adapter-errors')).toHaveText('')
  expect(consoleErrors).toEqual([])
})

test('behavior: the wallet adapter over a WalletConnect wallet: Airlock connects the mobile wallet, which signs the message and sends SOL', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const { dapp, result } = await openDapp(
    page,
    stack.urls.host,
    dappConfig({ to: SENDER.address, lamports: 150_000_000 }),
  )
  await dapp.getByRole('button', { name: 'Select Airlock' }).click()
  await expect(dapp.getByTestId('sol-selected')).toHaveText('Airlock')
  await dapp.getByRole('button', { name: 'Connect', exact: true }).click()
  const { dialog } = modalView(page)
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  const wallet = await openMobileWallet(page, stack, await readPairingUri(page))
  await wallet.getByTestId('proposal').getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(result).toHaveText('connected', { timeout: 15_000 })
  await expect(dapp.getByTestId('sol-public-key')).toHaveText(RECEIVER.address)
  const approveInWallet = (method: string) => approveInMobileWallet(wallet, method)

  await dapp.getByRole('button', { name: 'Sign message' }).click()
  await approveInWallet('solana_signMessage')
  expect(isSenderSignature(MESSAGE, await signatureShown(result), RECEIVER)).toBe(true)

  const before = await lamportsOf(SENDER.address)
  await dapp.getByRole('button', { name: 'Send' }).click()
  await approveInWallet('solana_signAndSendTransaction')
  await expect(result).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, { timeout: 15_000 })
  await expect.poll(async () => (await lamportsOf(SENDER.address)) - before).toBe(150_000_000n)
  await expectNoErrors(dapp, consoleErrors)
})

test("behavior: a visitor with no wallet: the email login connects the embedded wallet's Solana account, which signs the message and sends SOL", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const email = `solana-${Date.now()}@example.com`
  // No in-page wallets: the visitor's only way in is the modal's email login.
  const { dapp, result } = await openDapp(
    page,
    `${stack.urls.host}?wallets=none`,
    dappConfig({ to: RECEIVER.address, lamports: 250_000_000 }),
  )
  await expect(dapp.getByTestId('sol-wallets')).toHaveText('Airlock')
  await dapp.getByRole('button', { name: 'Select Airlock' }).click()
  await dapp.getByRole('button', { name: 'Connect', exact: true }).click()
  const { dialog } = modalView(page)
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible({
    timeout: 15_000,
  })
  await firstEmailLogin(page, stack, email)
  await expect(result).toHaveText('connected', { timeout: 15_000 })
  // The dapp's account is the embedded wallet's Solana account, the one the modal connected.
  const solana = await solanaAddress(page)
  await expect(dapp.getByTestId('sol-public-key')).toHaveText(solana)
  await expect(dialog).toBeHidden()

  await dapp.getByRole('button', { name: 'Sign message' }).click()
  await approveInModal(page, 'Sign a message')
  const signature = Buffer.from(await signatureShown(result), 'base64')
  const message = new TextEncoder().encode(MESSAGE)
  expect(verifiesEd25519(solana, message, signature)).toBe(true)
  expect(verifiesEd25519(SENDER.address, message, signature)).toBe(false)

  // The local validator funds the embedded account; the dapp's transfer is approved and lands.
  await airdropSol(stack, solana, 1_000_000_000)
  const before = await lamportsOf(RECEIVER.address)
  await dapp.getByRole('button', { name: 'Send' }).click()
  await approveInModal(page, 'Send 0.25 SOL')
  await expect(result).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, { timeout: 15_000 })
  await expect.poll(async () => (await lamportsOf(RECEIVER.address)) - before).toBe(250_000_000n)
  expect(await lamportsOf(solana)).toBeLessThan(750_000_000n)
  await expectNoErrors(dapp, consoleErrors)
})
