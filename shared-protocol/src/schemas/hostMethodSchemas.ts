import * as z from 'zod/mini'
import { connectorSchema } from './connectorSchema.ts'
import { modalStateSchema } from './modalStateSchema.ts'
import { openOptionsSchema } from './openOptionsSchema.ts'
import { caipNetworkIdSchema, shortTextSchema } from './primitives.ts'

/**
 * Methods the host SDK exposes and the modal calls, with the schema of each method's single
 * parameter object and of its result.
 *
 * @example
 * ```ts
 * hostMethodSchemas.ready.params // the schema of ready()'s argument
 * ```
 */
export const hostMethodSchemas = {
  /**
   * The modal booted (first load or reload) and passed its origin checks. The host answers with
   * the negotiated protocol version, its options and whether it wants the modal open. The options
   * are only an object here: the modal checks them against `modalOptionsSchema` itself and, when
   * they fail, refuses the host with a `RefusalMessage` that names the option.
   */
  ready: {
    params: z.object({
      protocolVersions: z
        .array(z.number().check(z.int(), z.positive()))
        .check(z.minLength(1), z.maxLength(16)),
      modalVersion: shortTextSchema,
    }),
    result: z.object({
      protocolVersion: z.number().check(z.int(), z.positive()),
      sdkVersion: shortTextSchema,
      options: z.record(z.string(), z.unknown()),
      open: z.nullable(openOptionsSchema),
      connectors: z.array(connectorSchema).check(z.maxLength(100)),
    }),
  },
  /** The modal's public state changed. */
  stateChanged: {
    params: modalStateSchema,
    result: z.null(),
  },
  /** Open a deep link, universal link or checkout page from the host, inside the user's click. */
  openUrl: {
    params: z.object({
      url: z.string().check(z.minLength(1), z.maxLength(4096)),
      target: z.optional(z.enum(['_blank', '_self'])),
    }),
    result: z.object({ opened: z.boolean() }),
  },
  /** Call a wallet in the host window (EIP-1193 `request` or a Solana wallet-standard feature). */
  walletRequest: {
    params: z.object({
      connectorId: shortTextSchema,
      method: z.string().check(z.minLength(1), z.maxLength(100)),
      params: z.optional(z.unknown()),
    }),
    result: z.unknown(),
  },
  /**
   * The nonce of a sign-in message, from the host page's `siwx.getNonce()` (so that the dapp's
   * server can issue it and accept each signature once). Called only when the options say
   * `siwx.hostNonce`, when the sign view builds the message for this account and network.
   */
  siwxNonce: {
    params: z.object({
      address: z.string().check(z.minLength(1), z.maxLength(128)),
      caipNetworkId: caipNetworkIdSchema,
    }),
    // What getNonce() returned, as it is: the modal checks it (isSiwxNonce) and can then say
    // what came back instead of a bare schema failure.
    result: z.object({ nonce: z.unknown() }),
  },
} as const
