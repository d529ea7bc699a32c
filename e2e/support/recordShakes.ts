import type { Page } from '@playwright/test'
import { modalFrame } from './modal.ts'

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
