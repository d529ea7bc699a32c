/** What a demo wallet's own UI shows about it. */
export type DemoWalletStatus = {
  /** Whether the page is connected (has permission to see the account). */
  connected: boolean
  /** The account the wallet holds (shown even when not connected). */
  account: string
  /** The active network's name. */
  network: string
}

/**
 * The side of a demo wallet that only the wallet's own UI uses (never the page): its status and
 * the "Disconnect" (revoke) action. {@link createWalletDock} renders it.
 */
export type DemoWalletControl = {
  /** The wallet's name. */
  name: string
  /** The current status. */
  getStatus: () => DemoWalletStatus
  /** Calls `listener` after every status change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
  /** Revokes the page's connection, as a wallet's "Disconnect this site" does. */
  revoke: () => void
}
