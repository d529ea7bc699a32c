import type { ViewName } from '@airlock/shared-protocol'
import { any, type Guard, obj, opt, rec, str } from './guards.ts'
import { namespace } from './primitives.ts'

/**
 * Checks the argument of `open()`: the guard twin of shared-protocol's openOptionsSchema, except
 * that a view is any view-shaped name. The modal knows its views and refuses others; a host SDK
 * that listed them would refuse the views of a newer modal, and pay for the list.
 */
export const openOptionsGuard = obj({
  // Typed as a view name for the caller; the modal checks it is one.
  view: opt(str(64, 1)) as Guard<ViewName | undefined>,
  data: opt(rec(str(100), any)),
  namespace: opt(namespace),
})
