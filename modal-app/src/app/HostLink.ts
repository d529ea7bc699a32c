import type { HostBridge } from '../wallets/HostBridge.ts'

/**
 * What the modal can ask of the host page once the handshake is done: its wallets (through
 * `walletRequest`) and opening a URL inside the visitor's click (`openUrl`, which the host checks
 * against its scheme allowlist).
 *
 * @example
 * ```ts
 * const link: HostLink = { bridge: createHostBridge(remote), openUrl: async () => true }
 * ```
 */
export type HostLink = {
  /** The host-window wallets. */
  bridge: HostBridge
  /** Opens `url` in the host window (a new tab); resolves whether the host opened it. */
  openUrl: (url: string) => Promise<boolean>
}
