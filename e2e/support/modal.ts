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
