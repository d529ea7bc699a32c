import { expect, type Page } from '@playwright/test'
import { demoHostState } from './demoHostState.ts'

/**
 * Opens the demo host page at `url` (a stack's `urls.host`, with any query) and waits until its
 * modal (`window.airlockModal`) finished its handshake.
 */
export async function openDemoHost(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await expect.poll(async () => (await demoHostState(page)).ready).toBe(true)
}
