import type { Page } from '@playwright/test'
import type { Dapp } from '../pages/dapp-libraries.ts'

/**
 * Runs a flow of the dapp page `e2e/pages/dapp-libraries.ts` (added to the page first); its
 * promise settles when the flow ends.
 */
export function runDapp<K extends keyof Dapp>(
  page: Page,
  flow: K,
  ...args: Parameters<Dapp[K]>
): Promise<Awaited<ReturnType<Dapp[K]>>> {
  return page.evaluate(
    ([name, values]) => {
      const dapp = (window as unknown as { dapp: Record<string, (...a: unknown[]) => unknown> })
        .dapp
      return dapp[name as string]?.(...(values as unknown[]))
    },
    [flow, args] as const,
  ) as Promise<Awaited<ReturnType<Dapp[K]>>>
}
