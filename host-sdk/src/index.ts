// The public surface of @airlock/host-sdk. index.test.ts pins this list.

export {
  AirlockError,
  ErrorCode,
  type HostConnector,
  type ModalEvent,
  type ModalOptions,
  type ModalState,
  type Namespace,
  type Network,
  type OpenOptions,
  type SerializedError,
} from '@airlock/shared-protocol'
export type { AirlockModal, ThemeVariables } from './AirlockModal.ts'
export type { HostAdapter } from './adapters/HostAdapter.ts'
export type { CreateModalOptions } from './CreateModalOptions.ts'
export { createModal } from './createModal.ts'
export type { HostModalState, WalletInfo } from './HostModalState.ts'
export { getDefaultModal } from './instances.ts'
export type {
  ModalEip1193Event,
  ModalEip1193Provider,
} from './providers/ModalEip1193Provider.ts'
// Also exported by @airlock/host-sdk/solana; kept here (types cost no bytes) for the code that
// already imports it from here and for getProvider('solana')'s return type.
export type { ModalSolanaProvider } from './solana/ModalSolanaProvider.ts'
