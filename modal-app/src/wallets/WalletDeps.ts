import type { HostBridge } from './HostBridge.ts'

/**
 * What the wallet flows need from the app.
 */
export type WalletDeps = {
  /** The way to the host-window wallets. */
  bridge: HostBridge
}
