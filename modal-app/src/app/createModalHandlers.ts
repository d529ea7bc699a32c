import {
  AirlockError,
  ErrorCode,
  type MethodHandlers,
  type ModalMethodSchemas,
  type ModalState,
} from '@airlock/shared-protocol'
import { closeModal, openModal, type Store } from '../state/index.ts'
import { setHostConnectors } from './setHostConnectors.ts'

/** Options of {@link createModalHandlers}. */
export type CreateModalHandlersOptions = {
  /** The current public state (from the state reporter). */
  getState: () => ModalState
  /**
   * Runs a state change so that the DOM is updated before the call returns (React's `flushSync`
   * in the app), so that the host's `await open()` resolves with the dialog already painted-ready.
   */
  commit?: ((change: () => void) => void) | undefined
}

/**
 * The handlers of the modal's protocol methods: open follows the router's opening rules
 * (`openModal`), close the modal area's closing rule (`closeModal`, which refuses where closing
 * is disabled), getState answers the snapshot, connectorsChanged stores the host's wallets in the
 * connectors area. Nothing can be connected yet, so wallet events are ignored, disconnect has nothing to do, and provider
 * requests and network switches fail with `CONNECTOR_NOT_FOUND` ("No wallet is connected").
 *
 * @example
 * ```ts
 * const methods = createMethodTable(modalMethodSchemas, createModalHandlers(store, { getState }))
 * ```
 */
export function createModalHandlers(
  store: Store,
  options: CreateModalHandlersOptions,
): MethodHandlers<ModalMethodSchemas> {
  const commit = options.commit ?? ((change: () => void) => change())
  return {
    open: (params) => {
      commit(() => {
        openModal(store, params)
      })
      return null
    },
    close: () => {
      commit(() => {
        closeModal(store)
      })
      return null
    },
    getState: () => options.getState(),
    connectorsChanged: ({ connectors }) => {
      setHostConnectors(store, connectors)
      return null
    },
    walletEvent: () => null,
    providerRequest: ({ namespace, method }) => {
      throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'No wallet is connected.', {
        details: `${method} on ${namespace} needs a connected wallet.`,
      })
    },
    switchNetwork: ({ caipNetworkId }) => {
      throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'No wallet is connected.', {
        details: `Switching to ${caipNetworkId} needs a connected wallet.`,
      })
    },
    disconnect: () => null,
  }
}
