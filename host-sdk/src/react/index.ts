// The public surface of @airlock/host-sdk/react. ../index.test.ts pins this list.

export { type UseDisconnectReturnType, useDisconnect } from './useDisconnect.ts'
export { type UseModalReturnType, useModal } from './useModal.ts'
export { useModalAccount } from './useModalAccount.ts'
export { useModalNetwork } from './useModalNetwork.ts'
export { useModalSiwx } from './useModalSiwx.ts'
export { useModalState } from './useModalState.ts'
