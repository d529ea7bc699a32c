import type { OpenOptions } from '@airlock/shared-protocol'
import type { HostModalState } from './HostModalState.ts'

/**
 * A modal instance, as {@link createModal} returns it. Its methods are plain functions (no
 * `this`), so they can be passed around as callbacks.
 *
 * @example
 * ```ts
 * const modal = createModal('demo')
 * button.onclick = () => modal.open({ view: 'Connect' })
 * const stop = modal.subscribeState((state) => render(state.account))
 * ```
 */
export type AirlockModal = {
  /** Random id of this instance; the penpal channel and the `instance` in the iframe URL. */
  readonly instanceId: string
  /**
   * Shows the overlay at once and asks the modal to open (on `options.view`, or the view the
   * modal's opening rules pick). Before the modal is ready the request is queued and carried by
   * the handshake. Never throws: failures are a rejected promise (`INVALID_PARAMS`,
   * `HANDSHAKE_TIMEOUT`, `PROTOCOL_MISMATCH`, `REQUEST_TIMEOUT`, `CONNECTION_RESET`, `DESTROYED`,
   * `NOT_IN_BROWSER` on the server); on failure the overlay is hidden again.
   * @example
   * ```ts
   * await modal.open({ view: 'Account' })
   * ```
   */
  open: (options?: OpenOptions) => Promise<void>
  /**
   * Hides the overlay at once, restores scroll and focus and tells the modal. Cancels a queued
   * open (whose promise then resolves).
   * @example
   * ```ts
   * await modal.close()
   * ```
   */
  close: () => Promise<void>
  /**
   * The current state; the same object until something changes.
   * @example
   * ```ts
   * modal.getState().open // false
   * ```
   */
  getState: () => HostModalState
  /**
   * Calls `listener` with the new state on every change; returns the unsubscribe function.
   * @example
   * ```ts
   * const unsubscribe = modal.subscribeState((state) => console.log(state.view))
   * ```
   */
  subscribeState: (listener: (state: HostModalState) => void) => () => void
  /**
   * Removes the iframe and every listener, closes the connection, rejects pending calls with
   * `DESTROYED`, and forgets the instance (a later createModal() with the same options makes a new
   * one). Later open()/close() reject with `DESTROYED`.
   * @example
   * ```ts
   * modal.destroy()
   * ```
   */
  destroy: () => void
}
