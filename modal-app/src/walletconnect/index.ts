// WalletConnect inside the modal. index.test.ts pins this list.

export {
  type ApplyWalletConnectSessionReturnType,
  applyWalletConnectSession,
} from './applyWalletConnectSession.ts'
export { type BuildNamespacesReturnType, buildNamespaces } from './buildNamespaces.ts'
export { createMemoryStorage } from './createMemoryStorage.ts'
export {
  type CreateWalletConnectClientOptions,
  createWalletConnectClient,
  type WalletConnectStorage,
} from './createWalletConnectClient.ts'
export { ensureWalletConnectClient, walletConnectClientAtom } from './ensureWalletConnectClient.ts'
export { forgetWalletConnectNamespaces } from './forgetWalletConnectNamespaces.ts'
export { formatDeepLink } from './formatDeepLink.ts'
export { loadWalletConnect } from './loadWalletConnect.ts'
export { type OpenUrl, openWalletLink, type WalletLinks } from './openWalletLink.ts'
export { type PreloadScheduler, preloadWalletConnect } from './preloadWalletConnect.ts'
export { RELAY_CONNECT_TIMEOUT_MS } from './RELAY_CONNECT_TIMEOUT_MS.ts'
export {
  type ReachRelayErrorType,
  type ReachRelayOptions,
  type ReachRelayReturnType,
  reachRelay,
} from './reachRelay.ts'
export { readDeepLinkChoice } from './readDeepLinkChoice.ts'
export { relayUnreachableMessage } from './relayUnreachableMessage.ts'
export { rewriteVerifyServer } from './rewriteVerifyServer.ts'
export { type NamespaceAccounts, sessionAccounts } from './sessionAccounts.ts'
export { type PairingHandle, type StartPairingParameters, startPairing } from './startPairing.ts'
export {
  type NetworkNotApproved,
  type SwitchWalletConnectNetworkReturnType,
  switchWalletConnectNetwork,
} from './switchWalletConnectNetwork.ts'
export { VERIFY_OVERRIDE_KEY } from './VERIFY_OVERRIDE_KEY.ts'
export { verifyServerForRelay } from './verifyServerForRelay.ts'
export { WALLETCONNECT_CONNECTOR_ID } from './WALLETCONNECT_CONNECTOR_ID.ts'
export type {
  WalletConnectClient,
  WalletConnectConnectParams,
  WalletConnectNamespace,
  WalletConnectRelayer,
  WalletConnectSession,
} from './WalletConnectClient.ts'
export { type WalletConnectRequest, walletConnectRequest } from './walletConnectRequest.ts'
export { watchSession } from './watchSession.ts'
