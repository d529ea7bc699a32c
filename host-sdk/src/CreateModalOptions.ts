import type { ModalOptions } from '@airlock/shared-protocol'

/**
 * Options of {@link createModal}: the host-only options below plus every option the modal takes
 * (`themeMode`, `networks`, `metadata`, `features`, …; see `ModalOptions`).
 *
 * @example
 * ```ts
 * const options: CreateModalOptions = {
 *   projectId: 'demo',
 *   modalUrl: 'https://modal.example.com/',
 *   themeMode: 'light',
 * }
 * ```
 */
export type CreateModalOptions = ModalOptions & {
  /**
   * The project as the modal origin knows it: 1–64 letters, digits, `_` or `-`.
   * @example 'demo'
   */
  projectId: string
  /**
   * Absolute http(s) URL of the modal. Defaults to {@link DEFAULT_MODAL_URL}.
   * @example 'https://modal.example.com/'
   */
  modalUrl?: string | undefined
  /**
   * Milliseconds to wait for the modal's `ready()` before the state records `HANDSHAKE_TIMEOUT`
   * (the SDK keeps listening afterwards). Default 10000.
   * @example 5000
   */
  handshakeTimeoutMs?: number | undefined
  /**
   * Milliseconds every call to the modal may take before it rejects with `REQUEST_TIMEOUT`.
   * Default 10000.
   * @example 5000
   */
  requestTimeoutMs?: number | undefined
}
