import { expect, type Page } from '@playwright/test'
import { modalView } from './modal.ts'

/**
 * The WalletConnect pairing URI the modal shows (its QR code encodes it; Copy link copies it),
 * once the QR code is visible; with `not`, once it differs from that URI (a new pairing).
 */
export async function readPairingUri(page: Page, not?: string): Promise<string> {
  const panel = modalView(page).dialog.locator('[data-pairing-uri]')
  await expect(panel.getByRole('img', { name: /^Pairing code for / })).toBeVisible()
  if (not !== undefined) await expect(panel).not.toHaveAttribute('data-pairing-uri', not)
  const uri = await panel.getAttribute('data-pairing-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri as string
}
