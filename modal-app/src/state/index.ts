// The public surface of the modal's state areas. index.test.ts pins this list.

export {
  ACCOUNT_TABS,
  type AccountState,
  type AccountStatus,
  type AuthAccountTypeProvider,
  accountsAtom,
  activeAccountAtom,
  changePreferredAccountType,
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
  type AnalyticsEventName,
  type AnalyticsEvents,
  analyticsConfigAtom,
  reportError,
  type TrackedEvent,
  trackEvent,
} from './analytics.ts'
export {
  activeNamespaceAtom,
  activeNetworkAtom,
  type ChainState,
  type ConnectionClient,
  chainsAtom,
  DEFAULT_ACCOUNT_TYPES,
  initializeChains,
  isNetworkSupported,
  type NetworkClient,
  type NetworkState,
  type NetworkSwitchInput,
  namespaceSwitchInProgressAtom,
  networkSwitchView,
  removeAdapter,
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
  type AuthConnectorHandle,
  activeConnectorIdsAtom,
  authConnectorAtom,
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
  NAME_SUFFIX,
  ONRAMP,
  TIMES,
} from './constants.ts'
export { customWalletsAtom, projectCustomWalletsAtom } from './customWallets.ts'
export { ERRORS, httpStatusError, registerNameError, tryAgainAfterError } from './errors/ERRORS.ts'
export { nameApiErrorText } from './errors/nameApiErrorText.ts'
export { parseErrorText } from './errors/parseErrorText.ts'
export { withErrorReporting } from './errors/withErrorReporting.ts'
export {
  createJsonClient,
  type JsonBodyRequest,
  type JsonClient,
  type JsonClientOptions,
  type JsonRequest,
  type QueryValue,
} from './http/createJsonClient.ts'
export { HttpError } from './http/HttpError.ts'
export { type CustomWalletEntry, mergeCustomWallets } from './mergeCustomWallets.ts'
export {
  type CloseModalOptions,
  clearModalLoading,
  closeDisabledAtom,
  closeModal,
  isCloseDisabled,
  modalLoadingAtom,
  modalOpenAtom,
  modalOpeningsAtom,
  setModalLoading,
  shakeAtom,
  shakeModal,
} from './modal.ts'
export { type NameCacheEntry, nameCacheAtom } from './names/nameCacheAtom.ts'
export { nameErrorText } from './names/nameErrorText.ts'
export { type NameRegistrationState, nameRegistrationAtom } from './names/nameRegistration.ts'
export {
  type RegisterAccountNameDeps,
  type RegisterNameRequest,
  registerAccountName,
} from './names/registerAccountName.ts'
export { requestNetworkSwitch, switchActiveNetwork } from './networkSwitch.ts'
export {
  fetchOnrampQuote,
  type OnrampQuote,
  type OnrampQuoteFetcher,
  type OnrampQuoteRequest,
} from './onramp/fetchOnrampQuote.ts'
export { type MeldOnrampUrlInput, meldOnrampUrl } from './onramp/meldOnrampUrl.ts'
export {
  type OnrampState,
  onrampAtom,
  resetOnramp,
  selectOnrampProvider,
  setOnramp,
  setOnrampProviders,
} from './onramp/onrampState.ts'
export {
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PURCHASE_CURRENCY,
  type OnrampProvider,
  type PaymentCurrency,
  type PaymentMethod,
  type PurchaseCurrency,
} from './onramp/onrampTypes.ts'
export { paymentLimits } from './onramp/paymentLimits.ts'
export {
  CONNECTOR_TYPE_ORDER,
  type ConnectMethod,
  connectMethodOrder,
  DEFAULT_FEATURES,
  DEFAULT_REMOTE_FEATURES,
  DEFAULT_SOCIALS,
  type FeatureName,
  type Features,
  optionsAtom,
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
export {
  resetSendDraft,
  type SendDraft,
  sendDraftAtom,
  setSendDraft,
} from './send/sendDraft.ts'
export { type SendKind, sendKind } from './send/sendKind.ts'
export { type SendRequest, type SendTokenDeps, sendToken } from './send/sendToken.ts'
export { cancelSiwx } from './siwx/cancelSiwx.ts'
export {
  type CreateSiwxMessageInput,
  createSiwxMessage,
  type SiwxMessage,
} from './siwx/createSiwxMessage.ts'
export { createSiwxNonce } from './siwx/createSiwxNonce.ts'
export { disconnectActive } from './siwx/disconnectActive.ts'
export { failSiwxInit, type SiwxDisconnectDeps } from './siwx/failSiwxInit.ts'
export { formatSiwxMessage } from './siwx/formatSiwxMessage.ts'
export { requestSiwxOnConnect } from './siwx/requestSiwxOnConnect.ts'
export { type SignInWithSiwxDeps, signInWithSiwx } from './siwx/signInWithSiwx.ts'
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
export {
  MODE_COLORS,
  setTheme,
  THEME_DEFAULTS,
  type Theme,
  type ThemeMode,
  type ThemeVariables,
  themeAtom,
  themeCssVariables,
  themeStyleAtom,
} from './theme.ts'
export {
  popTransactionStack,
  pushTransactionStack,
  type TransactionAction,
  type TransactionOutcome,
  transactionStackAtom,
} from './transactionStack.ts'
export {
  type FetchTransactionsOptions,
  fetchTransactions,
  type TransactionsFetcher,
  type TransactionsPage,
  type TransactionsRequest,
} from './transactions/fetchTransactions.ts'
export { groupedTransactionsAtom } from './transactions/groupedTransactionsAtom.ts'
export {
  groupTransactions,
  type TransactionMonth,
  type TransactionYear,
} from './transactions/groupTransactions.ts'
export {
  resetTransactions,
  type TransactionsState,
  transactionsAtom,
  transactionsErrorAtom,
} from './transactions.ts'
export {
  assertSendRequirements,
  dropLowQualityBalances,
  emailLoginWaitSeconds,
  evmChainIdToCoinType,
  filterTelegramSocials,
  formatBalance,
  formatTransferQuantity,
  formatUsd,
  isEvmAddress,
  isSolanaAddress,
  isValidCaipAddress,
  isValidEmail,
  isValidName,
  isWalletAssetResponse,
  parseOnrampProviders,
  type SendRequirements,
  type TelegramOs,
  type TokenBalance,
  type Transaction,
  visibleTransactions,
  type WalletAsset,
} from './validation.ts'
