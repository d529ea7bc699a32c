import { NAMESPACES } from '../constants.ts'
import { MAX_CONNECTOR_ICON_LENGTH } from './connectorSchema.ts'
import { caipAddress, caipNetworkId, namespace, shortText, viewName } from './messagePrimitives.ts'
import {
  array,
  boolean,
  type Infer,
  integer,
  nullable,
  object,
  oneOf,
  optional,
  string,
} from './schema.ts'

const time = string(1, 64)

const account = object({
  address: string(1, 128),
  caipAddress,
  namespace,
  connectorId: optional(shortText),
})

/**
 * A snapshot of the modal's public state, pushed to the host on every change. `seq` grows by one
 * per snapshot so the host can drop stale ones. `openings` counts how often the modal went from
 * closed to open since it booted, so that the host tells a dialog the modal opened by itself (a
 * sign-in required after a reload) from a stale snapshot of one it just closed; `closable` is
 * false while the modal refuses to close (a required sign-in). `siwx` is the SIWX session of the
 * active account (`null` without one): the exact message the wallet signed, its signature, and
 * when it was issued and expires, for the dapp's server to verify. `accounts` lists every
 * connected namespace's account and `walletInfo` names the active account's wallet. These five
 * are optional: a modal of an older protocol revision leaves them out. `view` is any view-shaped name, so that a
 * newer modal's views reach the host as they are.
 *
 * @example
 * ```ts
 * modal.subscribeState((state) => console.log(state.open, state.view))
 * ```
 */
export const modalStateSchema = object({
  seq: integer(),
  open: boolean,
  openings: optional(integer()),
  closable: optional(boolean),
  view: viewName,
  /**
   * `signing-in` while a required sign-in (`siwx.required`) of the connected account is not done:
   * the account is known, but not yet `connected` for the dapp.
   */
  status: oneOf(['disconnected', 'connecting', 'signing-in', 'connected']),
  account: nullable(account),
  network: nullable(object({ caipNetworkId, name: shortText })),
  /** The account of every connected namespace, in `NAMESPACES` order; the active one is `account`. */
  accounts: optional(array(account, NAMESPACES.length)),
  /** The name and icon (a data or http(s) URL) of the active account's wallet. */
  walletInfo: optional(
    nullable(object({ name: shortText, icon: optional(string(0, MAX_CONNECTOR_ICON_LENGTH)) })),
  ),
  siwx: optional(
    nullable(
      object({
        /** The account that signed, on the network it signed on: `<chainId>:<address>`. */
        caipAddress,
        /** The exact text the wallet signed. */
        message: string(1, 8192),
        /** `0x` hex (EIP-191) on eip155, base58 ed25519 on solana. */
        signature: string(1, 8192),
        /** The message's `Issued At` (ISO 8601). */
        issuedAt: time,
        /** The message's `Expiration Time` (ISO 8601), when it has one. */
        expirationTime: optional(time),
      }),
    ),
  ),
})

/** The modal's public state. */
export type ModalState = Infer<typeof modalStateSchema>
