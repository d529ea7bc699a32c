import { connectorSchema } from './connectorSchema.ts'
import { caipNetworkId, nothing, shortText } from './messagePrimitives.ts'
import { modalStateSchema } from './modalStateSchema.ts'
import { openOptionsSchema } from './openOptionsSchema.ts'
import {
  array,
  boolean,
  integer,
  nullable,
  object,
  oneOf,
  optional,
  record,
  string,
  unknown,
} from './schema.ts'

/**
 * Methods the host SDK exposes and the modal calls, with the schema of each method's single
 * parameter object and of its result.
 */
export const hostMethodSchemas = {
  /**
   * The modal booted (first load or reload) and passed its origin checks. The host answers with
   * the negotiated protocol version, its options and whether it wants the modal open. The options
   * are only an object here: the modal checks them against `modalOptionsSchema` itself and, when
   * they fail, refuses the host with a `RefusalMessage` that names the option.
   */
  ready: {
    params: object({ protocolVersions: array(integer(1), 16, 1), modalVersion: shortText }),
    result: object({
      protocolVersion: integer(1),
      sdkVersion: shortText,
      options: record(string(0, Number.POSITIVE_INFINITY), unknown),
      open: nullable(openOptionsSchema),
      connectors: array(connectorSchema, 100),
    }),
  },
  /** The modal's public state changed. */
  stateChanged: {
    params: modalStateSchema,
    result: nothing,
  },
  /**
   * A tracked event of spec §7 happened in the modal (`MODAL_OPEN`, `CONNECT_SUCCESS`, …), sent
   * whether or not analytics is on, for `subscribeEvents()`. The name is any short text, so that a
   * newer modal's events reach the host as they are.
   */
  event: {
    params: object({
      event: string(1, 64),
      properties: record(shortText, unknown),
      address: optional(string(1, 128)),
      timestamp: integer(),
    }),
    result: nothing,
  },
  /** Open a deep link, universal link or checkout page from the host, inside the user's click. */
  openUrl: {
    params: object({ url: string(1, 4096), target: optional(oneOf(['_blank', '_self'])) }),
    result: object({ opened: boolean }),
  },
  /** Call a wallet in the host window (EIP-1193 `request` or a Solana wallet-standard feature). */
  walletRequest: {
    params: object({ connectorId: shortText, method: string(1, 100), params: optional(unknown) }),
    result: unknown,
  },
  /**
   * The nonce of a sign-in message, from the host page's `siwx.getNonce()` (so that the dapp's
   * server can issue it and accept each signature once). Called only when the options say
   * `siwx.hostNonce`, when the sign view builds the message for this account and network.
   */
  siwxNonce: {
    params: object({ address: string(1, 128), caipNetworkId }),
    // What getNonce() returned, as it is: the modal checks it (isSiwxNonce) and can then say
    // what came back instead of a bare schema failure.
    result: object({ nonce: unknown }),
  },
} as const
