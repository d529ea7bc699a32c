import type { HostAdapter } from '../adapters/HostAdapter.ts'
import { type Guard, GuardIssue } from './guards.ts'

/**
 * createModal()'s `adapters`: a list of the adapters this package's entries make, at most one per
 * namespace (so far only `solanaAdapter()`, so at most one). The adapters themselves are kept: they
 * hold functions, so they never cross to the modal.
 *
 * @example
 * ```ts
 * hostAdaptersGuard([solanaAdapter()], 'adapters') // a copy of the list
 * hostAdaptersGuard([solanaAdapter], 'adapters') // throws: the function, not an adapter
 * ```
 */
export const hostAdaptersGuard: Guard<HostAdapter[]> = (value, path) => {
  if (
    Array.isArray(value) &&
    value.length < 2 &&
    value.every(
      (adapter) => typeof adapter?.discover === 'function' && adapter.namespace === 'solana',
    )
  ) {
    return [...value]
  }
  throw new GuardIssue(
    path,
    'Expected [solanaAdapter()], with solanaAdapter from @airlock/host-sdk/solana',
  )
}
