import type { Locator, Page } from '@playwright/test'
import { escapeRegExp } from './escapeRegExp.ts'

/**
 * The prompt of a demo wallet in the demo host page: a dialog named by the wallet and the request
 * (`title`, put in the name's regular expression as written: 'Sign a message').
 */
export function demoWalletPrompt(page: Page, wallet: string, title: string): Locator {
  return page.getByRole('dialog', { name: new RegExp(`${escapeRegExp(wallet)}.*${title}`) })
}
