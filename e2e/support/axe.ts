import type { Frame, Page } from '@playwright/test'
import axe from 'axe-core'

/** An axe finding that fails a test: its rule and the elements it names. */
export type BlockingViolation = { id: string; targets: string[] }

/**
 * Runs axe in the document of `target` (a page, or the modal's frame from `modalFrame`), only
 * inside the `include` selectors when given, and returns its serious and critical findings: the
 * ones a test fails on. Minor and moderate ones are left to review.
 *
 * axe runs in the frame itself, injected once per document: `@axe-core/playwright` injected it
 * into every frame and finished each run in a new page, about 1 s a call against 0.1 s here.
 * The host's side of the modal's iframe, its title, is what every test finds the frame by.
 */
export async function blockingAxeViolations(
  target: Page | Frame,
  include?: string[],
): Promise<BlockingViolation[]> {
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axe.source)
  return target.evaluate(async (selectors) => {
    const { axe: injected } = window as unknown as { axe: typeof axe }
    const context = selectors ? { include: selectors.map((selector) => [selector]) } : document
    const results = await injected.run(context, { resultTypes: ['violations'] })
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }))
  }, include)
}
