// The public surface of @airlock/host-sdk/vue. ../index.test.ts pins this list.

export {
  type UseDisconnectReturnType,
  type UseModalAccountParameters,
  type UseModalNetworkReturnType,
  type UseModalReturnType,
  useDisconnect,
  useModal,
  useModalAccount,
  useModalEvents,
  useModalNetwork,
  useModalSiwx,
  useModalState,
  useWalletInfo,
} from './composables.ts'
