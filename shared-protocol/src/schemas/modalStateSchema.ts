import * as z from 'zod/mini'
import {
  caipAddressSchema,
  caipNetworkIdSchema,
  namespaceSchema,
  shortTextSchema,
} from './primitives.ts'
import { VIEW_NAMES } from './VIEW_NAMES.ts'

const timeSchema = z.string().check(z.minLength(1), z.maxLength(64))

/**
 * A snapshot of the modal's public state, pushed to the host on every change. `seq` grows by one
 * per snapshot so the host can drop stale ones. `openings` counts how often the modal went from
 * closed to open since it booted, so that the host tells a dialog the modal opened by itself (a
 * sign-in required after a reload) from a stale snapshot of one it just closed; `closable` is
 * false while the modal refuses to close (a required sign-in). `siwx` is the SIWX session of the
 * active account (`null` without one): the exact message the wallet signed, its signature, and
 * when it was issued and expires, for the dapp's server to verify. These three are optional: a
 * modal of an older protocol revision leaves them out.
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
  siwx: z.optional(
    z.nullable(
      z.object({
        /** The account that signed, on the network it signed on: `<chainId>:<address>`. */
        caipAddress: caipAddressSchema,
        /** The exact text the wallet signed. */
        message: z.string().check(z.minLength(1), z.maxLength(8192)),
        /** `0x` hex (EIP-191) on eip155, base58 ed25519 on solana. */
        signature: z.string().check(z.minLength(1), z.maxLength(8192)),
        /** The message's `Issued At` (ISO 8601). */
        issuedAt: timeSchema,
        /** The message's `Expiration Time` (ISO 8601), when it has one. */
        expirationTime: z.optional(timeSchema),
      }),
    ),
  ),
})

/** The modal's public state. */
export type ModalState = z.infer<typeof modalStateSchema>
