import type { Page } from '@playwright/test'

/** What {@link holdModalScripts} returns. */
export type HeldModalScripts = {
  /** How many of the modal's script requests are waiting. */
  held: () => number
  /** Lets them (and every later one) through. */
  release: () => void
}

/**
 * Holds back every `.js` request to the modal's origin, as a slow phone network would, until
 * `release()`: the modal's page (and its loading card) arrives, its JS does not.
 */
export async function holdModalScripts(page: Page, modalUrl: string): Promise<HeldModalScripts> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = 0
  const modalOrigin = new URL(modalUrl).origin
  await page.route(
    (url) => url.origin === modalOrigin && url.pathname.endsWith('.js'),
    async (route) => {
      held += 1
      await released
      await route.continue()
    },
  )
  return { held: () => held, release }
}
