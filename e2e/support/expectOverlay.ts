import { expect, type Locator } from '@playwright/test'

/**
 * Asserts the state of the modal's overlay iframe as the visitor meets it. Closed: transparent,
 * click-through, inert and hidden from assistive technology (the iframe stays rendered, so
 * Playwright's `toBeHidden` does not apply). Open: opaque and interactive.
 */
export async function expectOverlay(iframe: Locator, state: 'open' | 'closed'): Promise<void> {
  const closed = state === 'closed'
  await expect(iframe).toHaveCSS('opacity', closed ? '0' : '1')
  await expect(iframe).toHaveCSS('pointer-events', closed ? 'none' : 'auto')
  await expect(iframe).toHaveJSProperty('inert', closed)
  if (closed) await expect(iframe).toHaveAttribute('aria-hidden', 'true')
  else await expect(iframe).not.toHaveAttribute('aria-hidden')
}
