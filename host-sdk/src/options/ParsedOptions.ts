import type { HostAdapter } from '../adapters/HostAdapter.ts'
import type { GetSiwxNonce } from '../handlers/createSiwxNonceHandler.ts'

/** createModal() options after the host's checks, with defaults filled in. */
export type ParsedOptions = {
  projectId: string
  modalUrl: string
  handshakeTimeoutMs: number
  requestTimeoutMs: number
  /** The host-wallet adapters (they stay in the host page). */
  adapters: HostAdapter[]
  /**
   * What the modal receives in the `ready()` answer (`siwx.hostNonce` set with a `getNonce`):
   * plain data, not yet checked against `modalOptionsSchema` (the modal does that).
   */
  modalOptions: Record<string, unknown>
  /** The host's `siwx.getNonce()`, which stays in the host page. */
  getNonce?: GetSiwxNonce | undefined
}
