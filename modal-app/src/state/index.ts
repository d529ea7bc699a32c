// The modal's state, first-paint entry: what main.tsx, the Connect view and the host wiring use.
// Every module listed here is in the JS the modal loads before the Connect view paints (a module an
// entry re-exports lands in the chunk of whoever imports that entry, used or not), so state only
// lazily loaded views use is listed in ./lazy.ts instead. Every state export is in exactly one of
// the two entries. index.test.ts pins this list.

export {
  ACCOUNT_TABS,
  type AccountState,
  type AccountStatus,
  accountsAtom,
  activeAccountAtom,
  connectedNamespacesAtom,
  emptyAccount,
  resetAccount,
  setAccount,
  setCaipAddress,
  setCurrentTab,
} from './account.ts'
export { type AccountContext, activeAccountContext } from './activeAccountContext.ts'
export { type Alert, alertAtom, closeAlert, showAlert } from './alert.ts'
export {
  type AnalyticsConfig,
  analyticsConfigAtom,
  reportError,
  trackEvent,
} from './analytics.ts'
export {
  activeNamespaceAtom,
  activeNetworkAtom,
  type ChainState,
  type ConnectionClient,
  chainsAtom,
  completeNetworkSwitch,
  DEFAULT_ACCOUNT_TYPES,
  initializeChains,
  isNetworkSupported,
  type NetworkClient,
  type NetworkState,
  type NetworkSwitchInput,
  namespaceSwitchInProgressAtom,
  networkSwitchView,
  setActiveNetwork,
  setChainClients,
  setNetworkState,
  showsUnsupportedChain,
} from './chain.ts'
export {
  addRecentWallet,
  type ConnectionState,
  type ConnectionStatus,
  clearPairing,
  connectionAtom,
  ensurePairing,
  getRecentWallets,
  isPairingExpired,
  type RecentWallet,
  resetConnection,
  setConnection,
  setPairing,
} from './connection.ts'
export {
  activeConnectorIdsAtom,
  CONNECTOR_NAME_ALIASES,
  type Connector,
  type ConnectorType,
  type ConnectorVisibilityContext,
  connectorGroupName,
  connectorsAtom,
  GENERIC_BROWSER_WALLET_NAME,
  hasVisibleInstalledWalletsAtom,
  isConnectorVisible,
  type ListedWallet,
  mergeMultiChainConnectors,
  type OrderWalletsOptions,
  orderWallets,
  setActiveConnector,
  visibleConnectorsAtom,
} from './connectors.ts'
export {
  CACHE_LIFE,
  CHAIN_SUPPORT,
  DEFAULT_SDK_VERSION,
  LIMITS,
  ONRAMP,
  TIMES,
} from './constants.ts'
export { customWalletsAtom, projectCustomWalletsAtom } from './customWallets.ts'
export { dropUnscopedLayout } from './dropUnscopedLayout.ts'
export { ERRORS, httpStatusError, registerNameError, tryAgainAfterError } from './errors/ERRORS.ts'
export { parseErrorText } from './errors/parseErrorText.ts'
export { hostOriginAtom } from './hostOrigin.ts'
export { type CustomWalletEntry, mergeCustomWallets } from './mergeCustomWallets.ts'
export {
  type CloseModalOptions,
  closeDisabledAtom,
  closeModal,
  isCloseDisabled,
  modalOpenAtom,
  modalOpeningsAtom,
  shakeAtom,
  shakeModal,
} from './modal.ts'
export {
  type ConnectMethod,
  connectMethodOrder,
  DEFAULT_FEATURES,
  DEFAULT_REMOTE_FEATURES,
  effectiveFeatures,
  effectiveFeaturesAtom,
  type FeatureName,
  type Features,
  optionsAtom,
  type ProjectServices,
  projectServicesAtom,
  type RemoteFeatures,
  type ResolvedOptions,
  resolveOptions,
  type SocialProvider,
  setOptions,
  WALLET_FEATURE_ORDER,
} from './options.ts'
export { type Platform, platformAtom } from './platform.ts'
export { goBack } from './router/goBack.ts'
export { openModal } from './router/openModal.ts'
export {
  type OpenTarget,
  type ResolveOpenViewInput,
  resolveOpenView,
} from './router/resolveOpenView.ts'
export {
  historyAtom,
  popView,
  pushView,
  type RouterEntry,
  replaceView,
  resetView,
  type ViewData,
  viewAtom,
  viewDataAtom,
} from './router/viewStack.ts'
export type { Store } from './Store.ts'
export { isSiwxSignInDue } from './siwx/isSiwxSignInDue.ts'
export { requestSiwxOnConnect } from './siwx/requestSiwxOnConnect.ts'
export { siwxRequired } from './siwx/siwxRequired.ts'
export { addSiwxSession, getSiwxSession, siwxSessionKey } from './siwx/siwxSessions.ts'
export { type SiwxSession, siwxSessionAtom } from './siwx.ts'
export {
  closeSnackbar,
  type ShowSnackbarOptions,
  type SnackbarState,
  type SnackbarVariant,
  showSnackbar,
  snackbarAtom,
} from './snackbar.ts'
export {
  type CreateSafeStorageOptions,
  connectorIdKey,
  createSafeStorage,
  type SafeStorage,
  STORAGE_KEYS,
  type StorageLike,
  storageAtom,
} from './storage.ts'
export { createTenantScope, type TenantScope } from './tenantScope.ts'
export {
  resetTransactions,
  type TransactionsState,
  transactionsAtom,
  transactionsErrorAtom,
} from './transactions.ts'
export { isEvmAddress } from './validation/isEvmAddress.ts'
export { isSolanaAddress } from './validation/isSolanaAddress.ts'
export type { TokenBalance } from './validation/TokenBalance.ts'
export type { Transaction } from './validation/Transaction.ts'
