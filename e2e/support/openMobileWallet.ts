import type { Stack } from '@airlock/local-stack/stack'
import type { Page } from '@playwright/test'

/**
 * Opens the stack's demo mobile wallet page (its URL as the stack reports it, with the relay and
 * RPC query parameters) in a new page of `page`'s context, with the pairing `uri`; returns it.
 */
export async function openMobileWallet(page: Page, stack: Stack, uri: string): Promise<Page> {
  const service = stack.services.find((each) => each.name === 'Mobile wallet')
  if (!service) throw new Error('the stack has no mobile wallet')
  const url = new URL(service.url)
  url.searchParams.set('uri', uri)
  const wallet = await page.context().newPage()
  await wallet.goto(url.href)
  return wallet
}
