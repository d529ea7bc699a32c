import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** An axe finding that fails a test: its rule and the elements it names. */
export type BlockingViolation = { id: string; targets: string[] }

/**
 * Runs axe on `page` (only inside the `include` selectors when given) and returns its serious
 * and critical findings: the ones a test fails on. Minor and moderate ones are left to review.
 */
export async function blockingAxeViolations(
  page: Page,
  include?: string | string[],
): Promise<BlockingViolation[]> {
  const builder = new AxeBuilder({ page })
  if (include !== undefined) builder.include(include)
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
}
