// The public surface of @airlock/host-sdk/vue. ../index.test.ts pins this list.

export {
  type UseDisconnectReturnType,
  type UseModalReturnType,
  useDisconnect,
  useModal,
  useModalAccount,
  useModalNetwork,
  useModalSiwx,
  useModalState,
} from './composables.ts'
