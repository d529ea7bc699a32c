import type { ModalOptions } from '@airlock/shared-protocol'

/** createModal() options after validation, with defaults filled in. */
export type ParsedOptions = {
  projectId: string
  modalUrl: string
  handshakeTimeoutMs: number
  requestTimeoutMs: number
  /** What the modal receives in the `ready()` answer. */
  modalOptions: ModalOptions
}
