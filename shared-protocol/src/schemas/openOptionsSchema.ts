import { namespace, viewName } from './messagePrimitives.ts'
import { type Infer, object, optional, record, string, unknown } from './schema.ts'

/**
 * What `open()` may ask for (spec §2 "Opening"): a view with its data, or a namespace. The view
 * is any view-shaped name here; the modal refuses one it does not have.
 *
 * @example
 * ```ts
 * modal.open({ view: 'Account' })
 * modal.open({ namespace: 'solana' })
 * ```
 */
export const openOptionsSchema = object({
  view: optional(viewName),
  data: optional(record(string(0, 100), unknown)),
  namespace: optional(namespace),
})

/** Options of `open()`. */
export type OpenOptions = Infer<typeof openOptionsSchema>
