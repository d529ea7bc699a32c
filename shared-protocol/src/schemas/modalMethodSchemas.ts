import { connectorSchema } from './connectorSchema.ts'
import { caipNetworkId, namespace, nothing, shortText } from './messagePrimitives.ts'
import { modalStateSchema } from './modalStateSchema.ts'
import { openOptionsSchema } from './openOptionsSchema.ts'
import { array, object, oneOf, optional, string, unknown } from './schema.ts'

/**
 * Methods the modal exposes and the host SDK calls, with the schema of each method's single
 * parameter object and of its result.
 */
export const modalMethodSchemas = {
  /** Show the dialog on the view the opening rules of spec §2 pick. */
  open: { params: openOptionsSchema, result: nothing },
  /** Close the dialog (spec §2 "Closing"). */
  close: { params: object({}), result: nothing },
  /** The current public state. */
  getState: { params: object({}), result: modalStateSchema },
  /** The host's wallet list changed (a late EIP-6963 announcement, a wallet-standard register). */
  connectorsChanged: {
    params: object({ connectors: array(connectorSchema, 100) }),
    result: nothing,
  },
  /** A host-window wallet emitted an event (accountsChanged, chainChanged, disconnect, …). */
  walletEvent: {
    params: object({
      connectorId: shortText,
      event: oneOf(['accountsChanged', 'chainChanged', 'disconnect', 'connect', 'change']),
      data: optional(unknown),
    }),
    result: nothing,
  },
  /** The host's dapp code called its provider; route it to the active connector. */
  providerRequest: {
    params: object({
      namespace,
      method: string(1, 100),
      params: optional(unknown),
    }),
    result: unknown,
  },
  /** Switch the active network (CAIP-2 id). */
  switchNetwork: { params: object({ caipNetworkId }), result: nothing },
  /** Disconnect the wallet of `namespace`, or of every namespace without one. */
  disconnect: { params: object({ namespace: optional(namespace) }), result: nothing },
  /**
   * Change the theme at runtime: `themeMode`, and `themeVariables` merged over the current ones.
   * Both are checked by the modal against `modalOptionsSchema`, which names what is wrong.
   */
  setTheme: {
    params: object({ themeMode: optional(unknown), themeVariables: optional(unknown) }),
    result: nothing,
  },
} as const
