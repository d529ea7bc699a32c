// The public surface of @airlock/host-sdk. index.test.ts pins this list.

export {
  AirlockError,
  ErrorCode,
  type HostConnector,
  type ModalOptions,
  type ModalState,
  type Network,
  type OpenOptions,
  type SerializedError,
} from '@airlock/shared-protocol'
export type { AirlockModal } from './AirlockModal.ts'
export type { CreateModalOptions } from './CreateModalOptions.ts'
export { createModal } from './createModal.ts'
export { DEFAULT_MODAL_URL } from './DEFAULT_MODAL_URL.ts'
export { getDefaultModal } from './getDefaultModal.ts'
export type { HostModalState } from './HostModalState.ts'
export type {
  ModalEip1193Event,
  ModalEip1193Provider,
} from './providers/ModalEip1193Provider.ts'
export type { ModalSolanaProvider } from './providers/ModalSolanaProvider.ts'
