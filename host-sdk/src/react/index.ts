// The public surface of @airlock/host-sdk/react. ../index.test.ts pins this list.

export { type UseModalReturnType, useModal } from './useModal.ts'
export { useModalState } from './useModalState.ts'
