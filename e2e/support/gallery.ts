import type { Page } from '@playwright/test'
import { blockingAxeViolations } from './axe.ts'
import { framePainted } from './host.ts'
import { expect, test } from './test.ts'

/** The two widths every gallery picture is taken at. */
export const GALLERY_WIDTHS = { desktop: 1280, phone: 390 } as const

/** Small anti-aliasing differences pass; a changed layout, colour or text does not. */
export const GALLERY_TOLERANCE = { maxDiffPixelRatio: 0.01, animations: 'disabled' } as const

/** The gallery's groups of panels: `connect` is modal-app/src/gallery/connectPanels.tsx. */
type GalleryGroup = 'account' | 'connect' | 'flows' | 'names' | 'networks' | 'signin' | 'swap'

/**
 * Opens the demo host's gallery page (demo-host/gallery.html) with the panels of `group` only, at
 * `width` in `theme`. Each spec then waits for the data of its own panels.
 */
export async function gotoGallery(
  page: Page,
  host: string,
  group: GalleryGroup,
  theme: 'dark' | 'light',
  width: number,
): Promise<void> {
  await page.setViewportSize({ width, height: 900 })
  const query = new URLSearchParams({ group })
  if (theme === 'light') query.set('theme', 'light')
  await page.goto(`${host}gallery.html?${query}`)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/** Waits until every eager image of the page is decoded and the fonts are ready. */
export async function galleryImagesReady(page: Page): Promise<void> {
  // Lazy images load as a picture scrolls to them, and a picture waits until two shots agree.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.loading !== 'lazy')
          .every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true)
  await page.evaluate(() => document.fonts.ready)
}

/**
 * Resizes the gallery to `width` and waits for what a load at that width would have: the slots'
 * and AllWallets' ResizeObservers render a frame or two later, and other images come into view.
 * The page goes back to its top, as after a load: a panel's picture scrolls only if it is not
 * in view already, so where the last width left the page would decide where it is drawn.
 */
async function resizeGallery(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await framePainted(page)
  await galleryImagesReady(page)
}

/**
 * Declares one test per theme that opens the gallery with `open` at the first width, compares
 * each of `panels` with its committed picture and runs axe on those panels only (the other
 * groups' specs check theirs), then resizes the page to the next width and does the same. One
 * load per theme: a load costs seconds of CPU, a resize a few frames.
 */
export function testPanelPictures(
  panels: readonly string[],
  open: (page: Page, host: string, theme: 'dark' | 'light', width: number) => Promise<void>,
): void {
  const widths = Object.entries(GALLERY_WIDTHS)
  const named = widths.map(([device, width]) => `${device} (${width} px)`)
  for (const theme of ['dark', 'light'] as const) {
    test(`default: every state, ${theme} theme, ${named.join(' then ')}, matches its picture; axe finds nothing serious`, async ({
      page,
      urls,
    }) => {
      test.setTimeout(300_000)
      for (const [index, [device, width]] of widths.entries()) {
        await test.step(`${theme} theme, ${named[index]}`, async () => {
          if (index === 0) await open(page, urls.host, theme, width)
          else await resizeGallery(page, width)
          for (const panel of panels) {
            await expect(page.getByTestId(`gallery-${panel}`)).toHaveScreenshot(
              `${panel}-${theme}-${device}.png`,
              GALLERY_TOLERANCE,
            )
          }
          const selectors = panels.map((panel) => `[data-testid="gallery-${panel}"]`)
          expect(
            await blockingAxeViolations(page, selectors),
            `axe, ${theme} theme, ${named[index]}`,
          ).toEqual([])
        })
      }
    })
  }
}
