import type { AirlockModal, HostModalState } from '@airlock/host-sdk'
import type { Stack } from '@airlock/local-stack/stack'
import { expect, type Locator, type Page } from '@playwright/test'
import { type Hex, stringToHex } from 'viem'
import { modalView, readPairingUri } from './modal.ts'
import { openOtherDevice } from './test.ts'

/** What {@link demoHostState} reads from the host SDK's state. */
export type DemoHostState = {
  /** The modal finished its handshake. */
  ready: boolean
  /** The modal is shown. */
  open: boolean
  /** `'connected'`, `'disconnected'` … as the host SDK reports it. */
  status: HostModalState['status']
  /** The connected account's address, or null. */
  address: string | null
  /** The active network's CAIP-2 id, or null. */
  network: string | null
  /** The last connection error, or null. */
  error: HostModalState['error']
}

/**
 * The host SDK's view of the modal on the demo page (`window.airlockModal.getState()`), reduced
 * to what the tests compare.
 */
export function demoHostState(page: Page): Promise<DemoHostState> {
  return page.evaluate(() => {
    const state = (
      window as unknown as { airlockModal: Pick<AirlockModal, 'getState'> }
    ).airlockModal.getState()
    return {
      ready: state.ready,
      open: state.open,
      status: state.status,
      address: state.account?.address ?? null,
      network: state.network?.caipNetworkId ?? null,
      error: state.error,
    }
  })
}

/** Query parameters of `e2e/pages/host.html`. */
export type HostPageParams = {
  /** The modal URL the page passes to createModal. */
  modal: string
  /** handshakeTimeoutMs. */
  timeout?: number
  /** How many times the page calls createModal with the same options. */
  instances?: number
  /** themeMode. */
  theme?: 'dark' | 'light'
}

/**
 * The URL of the test host page under `pagesBase` (an allowed or a not-allowed origin).
 */
export function hostPageUrl(pagesBase: string, params: HostPageParams): string {
  const query = new URLSearchParams({ modal: params.modal })
  if (params.timeout !== undefined) query.set('timeout', String(params.timeout))
  if (params.instances !== undefined) query.set('instances', String(params.instances))
  if (params.theme !== undefined) query.set('theme', params.theme)
  return `${pagesBase}host.html?${query}`
}

/**
 * Opens the demo host page at `url` (a stack's `urls.host`, with any query) and waits until its
 * modal (`window.airlockModal`) finished its handshake, or, with `untilReady: false`, only for
 * the page (with `?preload=interaction` its modal has no iframe before a connect control is used).
 */
export async function openDemoHost(
  page: Page,
  url: string,
  { untilReady = true }: { untilReady?: boolean } = {},
): Promise<void> {
  await page.goto(url)
  // Generous: on a loaded machine the modal's boot takes a few seconds.
  if (untilReady) {
    await expect.poll(async () => (await demoHostState(page)).ready, { timeout: 15_000 }).toBe(true)
  }
  // After a reload with the modal open, a click before the new page's first frame could still be
  // sent to the old page's modal, where it is lost (names.spec's flake after its reload).
  await framePainted(page)
}

/**
 * Opens the modal from the host's Connect Wallet button, picks the
 * demo wallet named `wallet` and approves the connection in its prompt in the host page. The
 * caller waits for what the modal shows next (Account, or Sign In with SIWX).
 */
export async function connectDemoWallet(page: Page, wallet: string): Promise<void> {
  const { dialog } = modalView(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: new RegExp(escapeRegExp(wallet)) }).click()
  await clickWhenPainted(
    page,
    demoWalletPrompt(page, wallet, 'Connect to this site').getByRole('button', { name: 'Approve' }),
  )
}

/**
 * The prompt of a demo wallet in the demo host page: a dialog named by the wallet and the request
 * (`title`, put in the name's regular expression as written: 'Sign a message').
 */
export function demoWalletPrompt(page: Page, wallet: string, title: string): Locator {
  return page.getByRole('dialog', { name: new RegExp(`${escapeRegExp(wallet)}.*${title}`) })
}

/**
 * Clicks `target` of the host page once the page has painted it. The modal is another site's
 * frame, drawn by its own process, and Chromium sends a click to the frame that was on top in the
 * last painted frame: a click on a wallet prompt just added over the modal, or on the host's
 * button just uncovered by the closing modal, could land in the modal instead (on its backdrop,
 * which closes it). The prompt then stays and the modal is gone: send.spec's flake.
 */
export async function clickWhenPainted(page: Page, target: Locator): Promise<void> {
  await target.waitFor()
  await framePainted(page)
  await target.click()
}

/**
 * Resolves once `page` has painted a frame with what it shows now. A hidden page paints nothing
 * (a tab behind another): it resolves at once there, as no click reaches it anyway.
 */
export async function framePainted(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((painted) => {
        if (document.hidden) painted(undefined)
        else requestAnimationFrame(() => requestAnimationFrame(painted))
      }),
  )
}

/**
 * `text` with every character a regular expression gives a meaning escaped, to match it as it is
 * (a wallet name has parentheses).
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** An EIP-1193 request: a method and its parameters. */
export type DemoEvmWalletRequest = { method: string; params?: unknown[] }

/**
 * Sends a request to the EVM demo wallet of the demo host page directly (found through EIP-6963
 * by its rdns `dev.airlock.demo-evm`), not through the modal; resolves with its answer.
 */
export function requestDemoEvmWallet(page: Page, request: DemoEvmWalletRequest): Promise<unknown> {
  return page.evaluate(async (args) => {
    const provider = await new Promise<{ request: (args: object) => Promise<unknown> }>(
      (resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) => {
          const detail = (event as CustomEvent).detail
          if (detail.info.rdns === 'dev.airlock.demo-evm') resolve(detail.provider)
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      },
    )
    return provider.request(args)
  }, request)
}

/**
 * Has the demo host page ask for `personal_sign` of `message` by `address` through the modal's
 * EIP-155 provider (`window.airlockModal.getProvider('eip155')`). Not awaited by the caller
 * until the wallet was answered: it resolves with the signature once the wallet approved.
 */
export function requestHostPersonalSign(
  page: Page,
  message: string,
  address: string,
): Promise<Hex> {
  return page.evaluate(
    ([hex, account]) =>
      (window as unknown as { airlockModal: Pick<AirlockModal, 'getProvider'> }).airlockModal
        .getProvider('eip155')
        .request({ method: 'personal_sign', params: [hex, account] }) as Promise<Hex>,
    [stringToHex(message), address] as const,
  )
}

/**
 * Opens the modal from the demo page's Connect Wallet button, chooses WalletConnect and returns
 * the pairing URI it shows.
 */
export async function showWalletConnectPairing(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modalView(page)
    .dialog.getByRole('button', { name: /WalletConnect/ })
    .click()
  return readPairingUri(page)
}

/**
 * Opens the stack's demo mobile wallet page (its URL as the stack reports it, with the relay and
 * RPC query parameters) with the pairing `uri`, on another device (`openOtherDevice`: its own
 * context and window); returns it.
 */
export async function openMobileWallet(page: Page, stack: Stack, uri: string): Promise<Page> {
  const service = stack.services.find((each) => each.name === 'Mobile wallet')
  if (!service) throw new Error('the stack has no mobile wallet')
  const url = new URL(service.url)
  url.searchParams.set('uri', uri)
  const wallet = await (await openOtherDevice(page)).newPage()
  await wallet.goto(url.href)
  return wallet
}

/**
 * Pairs the demo page's modal with the demo mobile wallet: Connect Wallet → WalletConnect, opens
 * the wallet page with the pairing URI and approves the proposal there. Returns the wallet page
 * (for its later requests); what the modal shows next is for the test to check.
 */
export async function pairMobileWallet(page: Page, stack: Stack): Promise<Page> {
  const uri = await showWalletConnectPairing(page)
  const wallet = await openMobileWallet(page, stack, uri)
  await wallet.getByTestId('proposal').getByRole('button', { name: 'Approve', exact: true }).click()
  return wallet
}

/**
 * Pairs the demo mobile wallet from the host page's WalletConnect view and waits for the modal's
 * Account: the wallet's page and the modal's dialog.
 */
export async function connectMobileWallet(
  page: Page,
  stack: Stack,
): Promise<{ wallet: Page; dialog: Locator }> {
  const wallet = await pairMobileWallet(page, stack)
  const { dialog } = modalView(page)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible({ timeout: 15_000 })
  return { wallet, dialog }
}

/** Approves the demo mobile wallet's request for `method` (its card is named by the method). */
export function approveInMobileWallet(wallet: Page, method: string): Promise<void> {
  return wallet
    .getByRole('region', { name: method })
    .getByRole('button', { name: 'Approve', exact: true })
    .click()
}
