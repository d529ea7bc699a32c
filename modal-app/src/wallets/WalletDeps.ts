import type { HostBridge } from './HostBridge.ts'

/**
 * What the wallet flows need from the app.
 *
 * @example
 * ```ts
 * const deps: WalletDeps = { bridge: createHostBridge(remote) }
 * ```
 */
export type WalletDeps = {
  /** The way to the host-window wallets. */
  bridge: HostBridge
}
