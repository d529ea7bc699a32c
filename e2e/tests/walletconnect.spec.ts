import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { formatEther, type Hex, stringToHex, verifyMessage } from 'viem'
import type { AirlockModal } from '../../host-sdk/src/index.ts'
import { DEMO_EVM_ACCOUNTS } from '../../local-stack/src/chains/DEMO_EVM_ACCOUNTS.ts'
import { DEMO_SOLANA_ACCOUNTS } from '../../local-stack/src/chains/DEMO_SOLANA_ACCOUNTS.ts'
import {
  createAnvilService,
  createMobileWalletService,
  createSolanaService,
  type Stack,
  startStack,
} from '../../local-stack/src/start.ts'
import { copyModalBuild } from '../support/copyModalBuild.ts'
import { createRestartableRelay } from '../support/createRestartableRelay.ts'
import { E2E_PATHS } from '../support/E2E_PATHS.ts'
import { modalView } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'
import { writeHostRoot } from '../support/writeHostRoot.ts'

// WalletConnect end to end: the demo host page embeds the modal; the modal pairs through our relay
// (started for this file on a free port, like the two anvils and the Solana RPC) with the demo
// mobile wallet page (WalletKit), opened in a second page with the modal's `wc:` URI. Build first:
// `npm run build` (it builds the wallet page too).

const WALLET_ACCOUNT = DEMO_EVM_ACCOUNTS[1].address
const ANVIL_1 = 'eip155:31337'

// Restartable, for the relay-restart test (the others use it as a plain relay).
const relay = createRestartableRelay()
let stack: Stack
let removeCopies: () => Promise<unknown>

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const hostRoot = await writeHostRoot()
  const modalRoot = await copyModalBuild(E2E_PATHS.root)
  removeCopies = () =>
    Promise.all([hostRoot, modalRoot].map((dir) => rm(dir, { recursive: true, force: true })))
  stack = await startStack({
    hostRoot,
    modalRoot,
    hostPort: 0,
    modalPort: 0,
    services: [
      relay.service,
      createAnvilService({ port: 0, chainId: 31337 }),
      createAnvilService({ port: 0, chainId: 31338 }),
      createSolanaService({ port: 0 }),
      createMobileWalletService({
        port: 0,
        root: join(E2E_PATHS.root, 'demo-host/mobile-wallet/dist'),
      }),
    ],
  }).catch(async (error: unknown) => {
    await removeCopies()
    throw error
  })
})

test.afterAll(async () => {
  await stack?.stop()
  await removeCopies?.()
})

type Modal = Pick<AirlockModal, 'getState' | 'getProvider'>

function hostState(page: Page) {
  return page.evaluate(() => {
    const state = (window as unknown as { airlockModal: Modal }).airlockModal.getState()
    return {
      ready: state.ready,
      status: state.status,
      address: state.account?.address ?? null,
      network: state.network?.caipNetworkId ?? null,
    }
  })
}

/** The demo wallet page's URL as the stack reports it (relay and RPC query parameters). */
function walletUrl(uri: string): string {
  const service = stack.services.find((each) => each.name === 'Mobile wallet')
  if (!service) throw new Error('the stack has no mobile wallet')
  const url = new URL(service.url)
  url.searchParams.set('uri', uri)
  return url.href
}

function rpcUrl(caipNetworkId: string): string {
  const url = stack.endpoints.rpcUrls?.[caipNetworkId]
  if (!url) throw new Error(`no RPC for ${caipNetworkId}`)
  return url
}

async function evmBalance(): Promise<string> {
  const response = await fetch(rpcUrl(ANVIL_1), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [WALLET_ACCOUNT, 'latest'],
    }),
  })
  const { result } = (await response.json()) as { result: Hex }
  const [whole = '0', fraction = ''] = formatEther(BigInt(result)).split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)} ETH`
}

/** Opens the demo page, then Connect Wallet → WalletConnect; returns the pairing URI shown. */
async function showPairing(page: Page): Promise<string> {
  await page.goto(stack.urls.host)
  await expect.poll(async () => (await hostState(page)).ready).toBe(true)
  const { dialog } = modalView(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  return pairingUri(page)
}

/** The pairing URI the modal shows (its QR code encodes it; Copy link copies it). */
async function pairingUri(page: Page, not?: string): Promise<string> {
  const panel = modalView(page).dialog.locator('[data-pairing-uri]')
  await expect(panel.getByRole('img', { name: /^Pairing code for / })).toBeVisible()
  if (not !== undefined) await expect(panel).not.toHaveAttribute('data-pairing-uri', not)
  const uri = await panel.getAttribute('data-pairing-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri as string
}

test.describe('WalletConnect', () => {
  test('default: pair, Account with the wallet address and balance, personal_sign, wallet disconnect', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    const uri = await showPairing(page)
    const { dialog } = modalView(page)

    const wallet = await context.newPage()
    await wallet.goto(walletUrl(uri))
    const proposal = wallet.getByTestId('proposal')
    await expect(proposal).toContainText('Airlock demo')
    await proposal.getByRole('button', { name: 'Approve', exact: true }).click()

    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible({ timeout: 15_000 })
    // The wallet approved both namespaces the modal asked for.
    const sessionItem = wallet.getByRole('listitem', { name: 'Airlock demo' })
    await expect(sessionItem).toContainText(DEMO_SOLANA_ACCOUNTS[1].address.slice(0, 4))
    await expect(sessionItem).toContainText(WALLET_ACCOUNT.slice(0, 6))
    await expect(
      dialog.getByText(`${WALLET_ACCOUNT.slice(0, 6)}…${WALLET_ACCOUNT.slice(-5)}`),
    ).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toHaveText(await evmBalance())
    await expect
      .poll(() => hostState(page))
      .toMatchObject({ status: 'connected', address: WALLET_ACCOUNT, network: ANVIL_1 })

    // The host's provider signs through the modal and the wallet.
    const message = 'Sign in to Airlock demo over WalletConnect'
    const signing = page.evaluate(
      ([hex, address]) =>
        (window as unknown as { airlockModal: Modal }).airlockModal
          .getProvider('eip155')
          .request({ method: 'personal_sign', params: [hex, address] }),
      [stringToHex(message), WALLET_ACCOUNT] as const,
    )
    const request = wallet.getByRole('region', { name: 'personal_sign' })
    await request.getByRole('button', { name: 'Approve', exact: true }).click()
    const signature = (await signing) as Hex
    expect(await verifyMessage({ address: WALLET_ACCOUNT, message, signature })).toBe(true)

    // The wallet ends the session: the modal goes back to Connect and tells the host.
    await wallet
      .getByRole('listitem', { name: 'Airlock demo' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(async () => (await hostState(page)).status).toBe('disconnected')
    expect(consoleErrors).toEqual([])
  })

  test('error: the wallet rejects the proposal → the error view; Try again shows a new code', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000)
    const uri = await showPairing(page)
    const { dialog } = modalView(page)
    const wallet = await context.newPage()
    await wallet.goto(walletUrl(uri))
    await wallet.getByTestId('proposal').getByRole('button', { name: 'Reject' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Connection declined')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    const next = await pairingUri(page, uri)
    expect(next).not.toBe(uri)
    expect((await hostState(page)).status).toBe('disconnected')
  })

  test('behavior: an expiring pairing gets a new URI (10 s before its 4 minutes)', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    // The clock of the whole context, the modal frame included, installed before the pages load.
    await page.clock.install()
    const first = await showPairing(page)
    await page.clock.fastForward('03:45')
    expect(await pairingUri(page)).toBe(first)
    await page.clock.fastForward('00:10')
    const next = await pairingUri(page, first)
    expect(next).not.toBe(first)
  })

  test('behavior: a relay restart mid-session recovers: personal_sign still reaches the wallet and verifies', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    const uri = await showPairing(page)
    const { dialog } = modalView(page)
    const wallet = await context.newPage()
    await wallet.goto(walletUrl(uri))
    await wallet
      .getByTestId('proposal')
      .getByRole('button', { name: 'Approve', exact: true })
      .click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible({ timeout: 15_000 })
    await expect.poll(async () => (await hostState(page)).status).toBe('connected')

    // What the two clients hold on the relay before it goes away.
    const before = relay.stats()
    expect(before.clients).toBeGreaterThanOrEqual(2)
    expect(before.topics).toBeGreaterThanOrEqual(1)
    const restartedAt = Date.now()
    await relay.restart()
    // The new relay starts empty: no socket, no subscription, no mailbox.
    expect(relay.stats()).toMatchObject({ clients: 0, topics: 0, mailboxMessages: 0 })
    // Both clients reconnect and subscribe to their topics again by themselves.
    await expect
      .poll(() => relay.stats(), {
        message: 'the modal and the wallet reconnect and re-subscribe',
        timeout: 20_000,
      })
      .toMatchObject({ clients: before.clients, topics: before.topics })
    test.info().annotations.push({
      type: 'relay restart',
      description: `both clients re-subscribed within ${Date.now() - restartedAt} ms (polled)`,
    })

    const message = 'Still signing after the relay restarted'
    const signing = page.evaluate(
      ([hex, address]) =>
        (window as unknown as { airlockModal: Modal }).airlockModal
          .getProvider('eip155')
          .request({ method: 'personal_sign', params: [hex, address] }),
      [stringToHex(message), WALLET_ACCOUNT] as const,
    )
    const request = wallet.getByRole('region', { name: 'personal_sign' })
    await request.getByRole('button', { name: 'Approve', exact: true }).click({ timeout: 20_000 })
    const signature = (await signing) as Hex
    expect(await verifyMessage({ address: WALLET_ACCOUNT, message, signature })).toBe(true)
    await expect.poll(async () => (await hostState(page)).status).toBe('connected')
  })
})
