import * as z from 'zod/mini'
import { connectorSchema } from './connectorSchema.ts'
import { modalStateSchema } from './modalStateSchema.ts'
import { openOptionsSchema } from './openOptionsSchema.ts'
import { caipNetworkIdSchema, namespaceSchema, shortTextSchema } from './primitives.ts'

/**
 * Methods the modal exposes and the host SDK calls, with the schema of each method's single
 * parameter object and of its result.
 *
 * @example
 * ```ts
 * modalMethodSchemas.open.params // openOptionsSchema
 * ```
 */
export const modalMethodSchemas = {
  /** Show the dialog on the view the opening rules of spec §2 pick. */
  open: { params: openOptionsSchema, result: z.null() },
  /** Close the dialog (spec §2 "Closing"). */
  close: { params: z.object({}), result: z.null() },
  /** The current public state. */
  getState: { params: z.object({}), result: modalStateSchema },
  /** The host's wallet list changed (a late EIP-6963 announcement, a wallet-standard register). */
  connectorsChanged: {
    params: z.object({ connectors: z.array(connectorSchema).check(z.maxLength(100)) }),
    result: z.null(),
  },
  /** A host-window wallet emitted an event (accountsChanged, chainChanged, disconnect, …). */
  walletEvent: {
    params: z.object({
      connectorId: shortTextSchema,
      event: z.enum(['accountsChanged', 'chainChanged', 'disconnect', 'connect', 'change']),
      data: z.optional(z.unknown()),
    }),
    result: z.null(),
  },
  /** The host's dapp code called its provider; route it to the active connector. */
  providerRequest: {
    params: z.object({
      namespace: namespaceSchema,
      method: z.string().check(z.minLength(1), z.maxLength(100)),
      params: z.optional(z.unknown()),
    }),
    result: z.unknown(),
  },
  /** Switch the active network (CAIP-2 id). */
  switchNetwork: { params: z.object({ caipNetworkId: caipNetworkIdSchema }), result: z.null() },
  /** Disconnect every namespace. */
  disconnect: { params: z.object({}), result: z.null() },
} as const
