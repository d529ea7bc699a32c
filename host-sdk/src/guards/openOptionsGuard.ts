import { VIEW_NAMES } from '@airlock/shared-protocol'
import { any, obj, oneOf, opt, rec, str } from './guards.ts'
import { namespace } from './primitives.ts'

/** Checks the argument of `open()`: the guard twin of shared-protocol's openOptionsSchema. */
export const openOptionsGuard = obj({
  view: opt(oneOf(VIEW_NAMES)),
  data: opt(rec(str(100), any)),
  namespace: opt(namespace),
})
