// The modal's flows for wallets that live in the host window. index.test.ts pins this list.

export {
  type ApplyWalletConnectionParameters,
  applyWalletConnection,
} from './applyWalletConnection.ts'
export { attachHostClients } from './attachHostClients.ts'
export {
  type ConnectHostWalletReturnType,
  connectHostWallet,
} from './connectHostWallet.ts'
export { type CreateHostBridgeOptions, createHostBridge } from './createHostBridge.ts'
export { describeHostWallet } from './describeHostWallet.ts'
export { type DisconnectWalletReturnType, disconnectWallet } from './disconnectWallet.ts'
export { forgetNamespace } from './forgetNamespace.ts'
export type { HostBridge } from './HostBridge.ts'
export type { HostWallet } from './HostWallet.ts'
export { handleWalletEvent, type WalletEvent } from './handleWalletEvent.ts'
export { parseWalletAccounts } from './parseWalletAccounts.ts'
export {
  type ReconnectStoredWalletsOptions,
  type ReconnectStoredWalletsReturnType,
  reconnectStoredWallets,
} from './reconnectStoredWallets.ts'
export { type ProviderRequest, routeProviderRequest } from './routeProviderRequest.ts'
export { setAccountNetwork } from './setAccountNetwork.ts'
export { toWalletFailure } from './toWalletFailure.ts'
export { WALLET_MESSAGES } from './WALLET_MESSAGES.ts'
export type { WalletDeps } from './WalletDeps.ts'
export type { WalletFailure } from './WalletFailure.ts'
export { walletErrorCode } from './walletErrorCode.ts'
