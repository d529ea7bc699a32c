import * as z from 'zod/mini'
import {
  caipAddressSchema,
  caipNetworkIdSchema,
  namespaceSchema,
  shortTextSchema,
} from './primitives.ts'
import { VIEW_NAMES } from './VIEW_NAMES.ts'

/**
 * A snapshot of the modal's public state, pushed to the host on every change. `seq` grows by one
 * per snapshot so the host can drop stale ones. `openings` counts how often the modal went from
 * closed to open since it booted, so that the host tells a dialog the modal opened by itself (a
 * sign-in required after a reload) from a stale snapshot of one it just closed; `closable` is
 * false while the modal refuses to close (a required sign-in). Both are optional: a modal of an
 * older protocol revision leaves them out.
 *
 * @example
 * ```ts
 * modal.subscribeState((state) => console.log(state.open, state.view))
 * ```
 */
export const modalStateSchema = z.object({
  seq: z.number().check(z.int(), z.nonnegative()),
  open: z.boolean(),
  openings: z.optional(z.number().check(z.int(), z.nonnegative())),
  closable: z.optional(z.boolean()),
  view: z.enum(VIEW_NAMES),
  status: z.enum(['disconnected', 'connecting', 'connected']),
  account: z.nullable(
    z.object({
      address: z.string().check(z.minLength(1), z.maxLength(128)),
      caipAddress: caipAddressSchema,
      namespace: namespaceSchema,
      connectorId: z.optional(shortTextSchema),
    }),
  ),
  network: z.nullable(z.object({ caipNetworkId: caipNetworkIdSchema, name: shortTextSchema })),
})

/** The modal's public state. */
export type ModalState = z.infer<typeof modalStateSchema>
