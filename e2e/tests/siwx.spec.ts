import type { Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { DEMO_EVM_ACCOUNTS } from '../../local-stack/src/chains/DEMO_EVM_ACCOUNTS.ts'
import { modalFrame, modalView } from '../support/modal.ts'
import { type ChainStack, startChainStack } from '../support/startChainStack.ts'
import { expect, test } from '../support/test.ts'

// Sign in with the wallet (spec §4 SIWX) end to end: the demo host page with its EVM demo wallet
// (prompts in the HOST page), the modal in its iframe, local chains. The demo page turns SIWX on
// with `?siwx=required` (or `optional`).

const EVM = 'Airlock Demo Wallet (EVM)'
const EVM_ACCOUNT = DEMO_EVM_ACCOUNTS[0].address
const STATEMENT = 'Sign in to the Airlock demo'

let stack: ChainStack

test.beforeAll(async () => {
  test.setTimeout(120_000)
  stack = await startChainStack()
})

test.afterAll(async () => {
  await stack?.stop()
})

/** Opens the demo page with `siwx: { required, statement }` in its createModal() options. */
async function openDemoPageWithSiwx(page: Page, required: boolean): Promise<void> {
  await page.goto(`${stack.urls.host}?siwx=${required ? 'required' : 'optional'}`)
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            window as unknown as { airlockModal: { getState: () => { ready: boolean } } }
          ).airlockModal.getState().ready,
      ),
    )
    .toBe(true)
}

function walletPrompt(page: Page, title: string) {
  return page.getByRole('dialog', { name: new RegExp(`${escapeRegExp(EVM)}.*${title}`) })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Connects the demo EVM wallet (Approve in the host page); SIWX then shows its sign view. */
async function connectEvm(page: Page): Promise<void> {
  const { dialog } = modalView(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) }).click()
  await walletPrompt(page, 'Connect to this site').getByRole('button', { name: 'Approve' }).click()
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
}

function hostStatus(page: Page) {
  return page.evaluate(() => {
    const modal = (
      window as unknown as {
        airlockModal: { getState: () => { open: boolean; status: string } }
      }
    ).airlockModal
    const { open, status } = modal.getState()
    return { open, status }
  })
}

test.describe('SIWX', () => {
  test('default: required SIWX after connect: the message names the host, Sign + Approve signs it in', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openDemoPageWithSiwx(page, true)
    await connectEvm(page)
    const { dialog } = modalView(page)
    const host = new URL(stack.urls.host)
    const message = dialog.getByTestId('siwx-message')
    await expect(message).toContainText(
      `${host.host} wants you to sign in with your Ethereum account:`,
    )
    await expect(message).toContainText(EVM_ACCOUNT)
    await expect(message).toContainText(STATEMENT)
    await expect(message).toContainText(`URI: ${host.origin}`)
    const shown = (await message.textContent()) ?? ''
    // Required and no session: closing is disabled.
    await page.keyboard.press('Escape')
    await expect(modalView(page).frame.locator('.al-shake')).toBeAttached()
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()

    await dialog.getByRole('button', { name: 'Sign' }).click()
    await walletPrompt(page, 'Sign a message').getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => hostStatus(page)).toEqual({ open: false, status: 'connected' })

    // The session in the modal's storage holds the shown message and the wallet's signature.
    const frame = await modalFrame(page)
    const stored = await frame.evaluate((address) => {
      const key = Object.keys(localStorage).find((each) =>
        each.endsWith(`siwx/eip155:${address.toLowerCase()}`),
      )
      return key ? localStorage.getItem(key) : null
    }, EVM_ACCOUNT)
    expect(stored).not.toBeNull()
    const session = JSON.parse(stored ?? '{}') as { message: string; signature: Hex }
    expect(session.message).toBe(shown)
    expect(
      await verifyMessage({
        address: EVM_ACCOUNT,
        message: session.message,
        signature: session.signature,
      }),
    ).toBe(true)

    // Reopening shows the account, not the sign view.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  })

  test("error: a refused signature keeps the sign view with 'Signature declined'; Cancel disconnects", async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openDemoPageWithSiwx(page, true)
    await connectEvm(page)
    const { dialog } = modalView(page)
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await walletPrompt(page, 'Sign a message').getByRole('button', { name: 'Reject' }).click()
    await expect(dialog.getByRole('alert').filter({ hasText: 'Signature declined' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    expect((await hostStatus(page)).open).toBe(true)

    // Required SIWX: Cancel disconnects and goes back to Connect.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(async () => (await hostStatus(page)).status).toBe('disconnected')
  })
})
