import { inflateSync } from 'node:zlib'
import { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test'

/** The selector of the modal iframe the host SDK mounts. */
export const MODAL_IFRAME = 'iframe[title="Airlock wallet connection"]'

/** What a test looks at on a page that embeds the modal. */
export type ModalView = {
  /** The iframe element in the host page. */
  iframe: Locator
  /** The iframe's document. */
  frame: FrameLocator
  /** The dialog inside the iframe. */
  dialog: Locator
}

/**
 * The modal as a visitor sees it: the iframe, and the dialog inside it.
 */
export function modalView(page: Page): ModalView {
  const frame = page.frameLocator(MODAL_IFRAME)
  return { iframe: page.locator(MODAL_IFRAME), frame, dialog: frame.getByRole('dialog') }
}

/**
 * The Playwright `Frame` of the modal iframe (to run code inside it), once it exists.
 */
export async function modalFrame(page: Page): Promise<Frame> {
  const handle = await page.locator(MODAL_IFRAME).elementHandle()
  const frame = await handle?.contentFrame()
  if (!frame) throw new Error('the modal iframe has no frame')
  return frame
}

/**
 * Waits until the test page's modal (`window.airlock.modal`, see `e2e/pages/host.html`) finished
 * its handshake.
 */
export async function waitUntilReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.airlock.modal.getState().ready), {
      message: 'the modal completes its handshake',
    })
    .toBe(true)
}

/**
 * Waits until keyboard focus is inside the dialog of the modal iframe (the modal moves it there
 * on open), so that a key press goes to the modal.
 */
export async function waitForFocusInDialog(page: Page): Promise<void> {
  const { dialog } = modalView(page)
  await expect
    .poll(
      () =>
        dialog.evaluate(
          (element) => element.ownerDocument.hasFocus() && element.contains(document.activeElement),
        ),
      { message: 'focus moves into the dialog' },
    )
    .toBe(true)
}

/**
 * Asserts the state of the modal's overlay iframe as the visitor meets it. Closed: transparent,
 * click-through, inert and hidden from assistive technology (the iframe stays rendered, so
 * Playwright's `toBeHidden` does not apply). Open: opaque and interactive.
 */
export async function expectOverlay(iframe: Locator, state: 'open' | 'closed'): Promise<void> {
  const closed = state === 'closed'
  await expect(iframe).toHaveCSS('opacity', closed ? '0' : '1')
  await expect(iframe).toHaveCSS('pointer-events', closed ? 'none' : 'auto')
  // `inert` also takes it out of the tab order and the accessibility tree.
  await expect(iframe).toHaveJSProperty('inert', closed)
}

/**
 * The WalletConnect pairing URI the modal shows (its QR code encodes it; Copy link copies it),
 * once the QR code is visible; with `not`, once it differs from that URI (a new pairing).
 */
export async function readPairingUri(page: Page, not?: string): Promise<string> {
  const panel = modalView(page).dialog.locator('[data-pairing-uri]')
  // The relay socket may take up to the modal's 10 s relay timeout on a loaded machine.
  await expect(panel.getByRole('img', { name: /^Pairing code for / })).toBeVisible({
    timeout: 15_000,
  })
  if (not !== undefined) await expect(panel).not.toHaveAttribute('data-pairing-uri', not)
  const uri = await panel.getAttribute('data-pairing-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri as string
}

/** What {@link holdModalScripts} returns. */
export type HeldModalScripts = {
  /** How many of the modal's script requests are waiting. */
  held: () => number
  /** Lets them (and every later one) through. */
  release: () => void
}

/**
 * Holds back the requests to the modal's origin whose path matches `only` (every `.js` by
 * default), as a slow phone network would, until `release()`: the modal's page (and its loading
 * card) arrives, its JS does not.
 */
export async function holdModalScripts(
  page: Page,
  modalUrl: string,
  only = /\.js$/,
): Promise<HeldModalScripts> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = 0
  const modalOrigin = new URL(modalUrl).origin
  await page.route(
    (url) => url.origin === modalOrigin && only.test(url.pathname),
    async (route) => {
      held += 1
      await released
      await route.continue()
    },
  )
  return { held: () => held, release }
}

/**
 * Starts counting the shakes of the modal's card (a blocked close, a wrong input) and returns a
 * reader of the count. The shake class stays for 500 ms only, so a test that looked for it after
 * the key press could miss it on a busy machine; a MutationObserver in the modal's frame cannot.
 */
export async function recordShakes(page: Page): Promise<() => Promise<number>> {
  const frame = await modalFrame(page)
  await frame.evaluate(() => {
    const record = { shakes: 0 }
    Object.assign(window, { __airlockShakes: record })
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target as Element
        const before = mutation.oldValue?.split(/\s+/).includes('al-shake') ?? false
        if (!before && target.classList.contains('al-shake')) record.shakes += 1
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
      attributeOldValue: true,
    })
  })
  return () =>
    frame.evaluate(
      () => (window as unknown as { __airlockShakes: { shakes: number } }).__airlockShakes.shakes,
    )
}

/**
 * The colour of one pixel of the page as the browser painted it (iframes and all), read from a
 * 1×1 screenshot: `[r, g, b]`. With a single pixel every PNG row filter leaves the bytes as they
 * are, so decoding is: join the IDAT chunks, inflate, skip the filter byte.
 */
export async function readPixel(
  page: Page,
  x: number,
  y: number,
): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 }, animations: 'disabled' })
  const idat: Buffer[] = []
  let colourType = -1
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      if (data.readUInt32BE(0) !== 1 || data.readUInt32BE(4) !== 1 || data[8] !== 8) {
        throw new Error('readPixel expects a 1×1 PNG with 8-bit channels')
      }
      colourType = data[9] ?? -1
    }
    if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  if (colourType !== 2 && colourType !== 6) throw new Error(`PNG colour type ${colourType}`)
  const raw = inflateSync(Buffer.concat(idat))
  return [raw[1] ?? 0, raw[2] ?? 0, raw[3] ?? 0]
}
