import * as z from 'zod/mini'
import { namespaceSchema } from './primitives.ts'
import { VIEW_NAMES } from './VIEW_NAMES.ts'

/**
 * What `open()` may ask for (spec §2 "Opening"): a view with its data, or a namespace.
 *
 * @example
 * ```ts
 * modal.open({ view: 'Account' })
 * modal.open({ namespace: 'solana' })
 * ```
 */
export const openOptionsSchema = z.object({
  view: z.optional(z.enum(VIEW_NAMES)),
  data: z.optional(z.record(z.string().check(z.maxLength(100)), z.unknown())),
  namespace: z.optional(namespaceSchema),
})

/** Options of `open()`. */
export type OpenOptions = z.infer<typeof openOptionsSchema>
