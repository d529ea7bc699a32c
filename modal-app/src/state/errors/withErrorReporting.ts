import { reportError } from '../analytics.ts'
import type { Store } from '../Store.ts'
import { ERRORS } from './ERRORS.ts'

/**
 * The controller wrapper of spec §8: runs an action and reports every error it throws to the
 * analytics error route, then rethrows the same error unchanged (types and all).
 */
export async function withErrorReporting<T>(
  store: Store,
  action: () => T | Promise<T>,
  category: string = ERRORS.internal.category,
): Promise<T> {
  try {
    return await action()
  } catch (error) {
    void reportError(store, error, category)
    throw error
  }
}
