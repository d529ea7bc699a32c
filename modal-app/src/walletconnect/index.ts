// WalletConnect inside the modal. index.test.ts pins this list.
//
// Every module this file reaches, and that anything uses, is bundled into the modal's entry chunk
// (the first paint), even when only a lazily loaded view uses it (startPairing, openWalletLink).
// So the code only the views and flows need (reachRelay, relayUnreachableMessage,
// RELAY_CONNECT_TIMEOUT_MS, switchWalletConnectNetwork) is not listed: import it by its path.

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
export { readDeepLinkChoice } from './readDeepLinkChoice.ts'
export { type NamespaceAccounts, sessionAccounts } from './sessionAccounts.ts'
export { type PairingHandle, type StartPairingParameters, startPairing } from './startPairing.ts'
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
