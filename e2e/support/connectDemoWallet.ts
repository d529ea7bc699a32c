import type { Page } from '@playwright/test'
import { demoWalletPrompt } from './demoWalletPrompt.ts'
import { escapeRegExp } from './escapeRegExp.ts'
import { modalView } from './modal.ts'

/**
 * Opens the modal from the host's Connect Wallet button, picks the
 * demo wallet named `wallet` and approves the connection in its prompt in the host page. The
 * caller waits for what the modal shows next (Account, or Sign In with SIWX).
 */
export async function connectDemoWallet(page: Page, wallet: string): Promise<void> {
  const { dialog } = modalView(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: new RegExp(escapeRegExp(wallet)) }).click()
  await demoWalletPrompt(page, wallet, 'Connect to this site')
    .getByRole('button', { name: 'Approve' })
    .click()
}
