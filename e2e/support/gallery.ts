import type { Page } from '@playwright/test'
import { expect } from './test.ts'

/** The two widths every gallery picture is taken at. */
export const GALLERY_WIDTHS = { desktop: 1280, phone: 390 } as const

/** Small anti-aliasing differences pass; a changed layout, colour or text does not. */
export const GALLERY_TOLERANCE = { maxDiffPixelRatio: 0.01, animations: 'disabled' } as const

/**
 * Opens the demo host's gallery page (demo-host/gallery.html) at `width` in `theme`. Each spec
 * then waits for the data of its own panels.
 */
export async function gotoGallery(
  page: Page,
  host: string,
  theme: 'dark' | 'light',
  width: number,
): Promise<void> {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(`${host}gallery.html${theme === 'light' ? '?theme=light' : ''}`)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}
