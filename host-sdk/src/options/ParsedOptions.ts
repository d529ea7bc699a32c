import type { ModalOptions } from '@airlock/shared-protocol'
import type { GetSiwxNonce } from '../handlers/createSiwxNonceHandler.ts'

/** createModal() options after validation, with defaults filled in. */
export type ParsedOptions = {
  projectId: string
  modalUrl: string
  handshakeTimeoutMs: number
  requestTimeoutMs: number
  /** What the modal receives in the `ready()` answer (`siwx.hostNonce` set with a `getNonce`). */
  modalOptions: ModalOptions
  /** The host's `siwx.getNonce()`, which stays in the host page. */
  getNonce?: GetSiwxNonce | undefined
}
