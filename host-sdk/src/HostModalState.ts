import type { ModalState, SerializedError } from '@airlock/shared-protocol'

/**
 * What the host knows about its modal: whether the iframe finished the handshake, whether the
 * overlay is shown, the modal's last pushed view, status, account and network, and the last
 * connection error (`HANDSHAKE_TIMEOUT`, `PROTOCOL_MISMATCH`), cleared by a successful handshake.
 *
 * @example
 * ```ts
 * const { ready, open, account, error } = modal.getState()
 * if (error?.code === 'HANDSHAKE_TIMEOUT') console.warn('Is this origin on the project allowlist?')
 * ```
 */
export type HostModalState = {
  /** The modal answered the handshake (`ready()`) and accepts calls. */
  ready: boolean
  /** The overlay is shown. */
  open: boolean
  view: ModalState['view']
  status: ModalState['status']
  account: ModalState['account']
  network: ModalState['network']
  error: SerializedError | null
}
