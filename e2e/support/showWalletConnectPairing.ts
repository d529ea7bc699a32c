import type { Page } from '@playwright/test'
import { modalView } from './modal.ts'
import { readPairingUri } from './readPairingUri.ts'

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
