import type { HostBridge } from '../wallets/types.ts'
import type { HostSiwxNonce } from './createHostSiwxNonce.ts'

/**
 * What the modal can ask of the host page once the handshake is done: its wallets (through
 * `walletRequest`), opening a URL inside the visitor's click (`openUrl`, which the host checks
 * against its scheme allowlist) and the nonce of a sign-in message (`siwxNonce`, from the host
 * page's `siwx.getNonce()`).
 */
export type HostLink = {
  /** The host-window wallets. */
  bridge: HostBridge
  /**
   * Opens `url` in the host window (a new tab); resolves whether the host opened it. The modal
   * refuses, before asking, any URL but https, `wc:`, http on this machine and the
   * `customSchemes` a wallet entry declares for its deep links (`assertOpenableUrl`); the host
   * checks again.
   */
  openUrl: (url: string, customSchemes?: readonly string[]) => Promise<boolean>
  /**
   * Asks the host page for the nonce of the sign-in message of this account on this network
   * (`siwxNonce`, see `createHostSiwxNonce`); used only when the options say
   * `siwx.hostNonce`. Absent from links that never sign in (tests).
   */
  siwxNonce?: HostSiwxNonce | undefined
}
