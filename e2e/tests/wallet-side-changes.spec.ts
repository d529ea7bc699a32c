import type { AirlockModal } from '@airlock/host-sdk'
import type { Page } from '@playwright/test'
import { demoHostState, escapeRegExp, openDemoHost } from '../support/host.ts'
import { expectOverlay, modalView } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

// What the visitor does in a host-page wallet rather than in the modal, and what the modal and the
// host make of it. The wallet is scripted here, announced through EIP-6963 on the demo page
// without its demo wallets: the demo EVM wallet changes chain only when a page asks it to.

const WALLET = 'Scripted Wallet'
const ACCOUNT = '0x1111111111111111111111111111111111111111'

/**
 * From the next page load on, announces through EIP-6963 a wallet that holds {@link ACCOUNT},
 * grants the site without a prompt and remembers that grant and its chain for the tab (as an
 * extension does across a reload). The test moves it with {@link switchWalletChain} and locks it
 * with {@link lockWallet}.
 */
async function installScriptedWallet(page: Page) {
  await page.addInitScript(
    ({ name, account }) => {
      if (window !== window.top) return
      const listeners = new Map<string, Set<(value: unknown) => void>>()
      const state: { chainId: string; granted: boolean } = JSON.parse(
        sessionStorage.getItem('scripted-wallet') ?? '{"chainId":"0x7a69","granted":false}',
      )
      const save = () => sessionStorage.setItem('scripted-wallet', JSON.stringify(state))
      const emit = (event: string, value: unknown) => {
        for (const listener of listeners.get(event) ?? []) listener(value)
      }
      const provider = {
        async request({ method }: { method: string }) {
          if (method === 'eth_requestAccounts') {
            state.granted = true
            save()
            return [account]
          }
          if (method === 'eth_accounts') return state.granted ? [account] : []
          if (method === 'eth_chainId') return state.chainId
          throw Object.assign(new Error(`${name} does not support ${method}.`), { code: 4200 })
        },
        on(event: string, listener: (value: unknown) => void) {
          listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
        },
        removeListener(event: string, listener: (value: unknown) => void) {
          listeners.get(event)?.delete(listener)
        },
      }
      const info = {
        uuid: '0d3c7d55-2c2f-4c57-9a39-3f1a1d2b0a11',
        name,
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
        rdns: 'test.airlock.scripted',
      }
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', {
            detail: Object.freeze({ info, provider }),
          }),
        )
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
      Object.assign(window, {
        lockScriptedWallet() {
          emit('accountsChanged', [])
        },
        switchScriptedWallet(chainId: string) {
          state.chainId = chainId
          save()
          emit('chainChanged', chainId)
        },
      })
    },
    { name: WALLET, account: ACCOUNT },
  )
}

/** The visitor moves the scripted wallet to `chainId` (hex) in the wallet's own UI. */
function switchWalletChain(page: Page, chainId: string): Promise<void> {
  return page.evaluate((id) => {
    ;(window as unknown as { switchScriptedWallet: (id: string) => void }).switchScriptedWallet(id)
  }, chainId)
}

/** The visitor locks the scripted wallet: `accountsChanged` with no account. */
function lockWallet(page: Page): Promise<void> {
  return page.evaluate(() => {
    ;(window as unknown as { lockScriptedWallet: () => void }).lockScriptedWallet()
  })
}

/** Connects the scripted wallet from the host's Connect Wallet button; Account shows. */
async function connectScriptedWallet(page: Page) {
  const { dialog } = modalView(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: new RegExp(escapeRegExp(WALLET)) }).click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
}

test('regression: a wallet that moved to a network the app lacks while the modal was closed, or before a reload, opens on Unsupported Network (it opened on Account)', async ({
  page,
  urls,
}) => {
  await installScriptedWallet(page)
  await openDemoHost(page, `${urls.host}?wallets=none`)
  await connectScriptedWallet(page)
  const { dialog, iframe } = modalView(page)
  await page.keyboard.press('Escape')
  await expectOverlay(iframe, 'closed')

  await switchWalletChain(page, '0x539')
  await expect.poll(async () => (await demoHostState(page)).network).toBe('eip155:1337')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog.getByRole('heading', { name: 'Unsupported Network' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expectOverlay(iframe, 'closed')

  // After a reload the wallet is still there: the modal reconnects to it and opens the same way.
  await page.reload()
  await expect
    .poll(() => demoHostState(page), { timeout: 15_000 })
    .toMatchObject({ ready: true, status: 'connected', address: ACCOUNT, network: 'eip155:1337' })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog.getByRole('heading', { name: 'Unsupported Network' })).toBeVisible()
})

test('regression: a wallet locked on a network the app lacks leaves the page on a network of the app (eth_chainId stayed 0x539, reads failed)', async ({
  page,
  urls,
}) => {
  await installScriptedWallet(page)
  await openDemoHost(page, `${urls.host}?wallets=none`)
  await connectScriptedWallet(page)
  await switchWalletChain(page, '0x539')
  await expect.poll(async () => (await demoHostState(page)).network).toBe('eip155:1337')
  await page.evaluate(() => {
    const changes: string[] = []
    ;(window as unknown as { airlockModal: AirlockModal }).airlockModal
      .getProvider('eip155')
      .on('chainChanged', (chainId: string) => changes.push(chainId))
    Object.assign(window, { chainChanges: changes })
  })

  await lockWallet(page)
  await expect
    .poll(() => demoHostState(page))
    .toMatchObject({ status: 'disconnected', address: null, network: 'eip155:31337' })
  expect(
    await page.evaluate(() =>
      (window as unknown as { airlockModal: AirlockModal }).airlockModal
        .getProvider('eip155')
        .request({ method: 'eth_chainId' }),
    ),
  ).toBe('0x7a69')
  // The dapp heard the chain it is on now, once.
  expect(
    await page.evaluate(() => (window as unknown as { chainChanges: string[] }).chainChanges),
  ).toEqual(['0x7a69'])
})
