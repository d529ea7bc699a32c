import type { Stack } from '@airlock/local-stack/stack'
import type { Page } from '@playwright/test'
import { openMobileWallet } from './openMobileWallet.ts'
import { showWalletConnectPairing } from './showWalletConnectPairing.ts'

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
