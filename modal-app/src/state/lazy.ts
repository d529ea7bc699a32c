// The modal's state, lazy entry: what only lazily loaded views (and the code they load) use. No
// module the first paint loads imports this file, so none of the modules below is in the JS loaded
// before the Connect view paints. The first paint's state is in ./index.ts; every state export is
// in exactly one of the two entries. lazy.test.ts pins this list, and walks the static imports
// from main.tsx to check that the first paint reaches neither this file nor a module it lists.

export { nameApiErrorText } from './errors/nameApiErrorText.ts'
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
export {
  type OnrampState,
  onrampAtom,
  selectOnrampProvider,
  setOnramp,
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
export { type SignInWithSiwxDeps, signInWithSiwx } from './siwx/signInWithSiwx.ts'
export {
  type FetchTransactionsOptions,
  fetchTransactions,
  type TransactionsFetcher,
  type TransactionsPage,
  type TransactionsRequest,
} from './transactions/fetchTransactions.ts'
export {
  groupTransactions,
  type TransactionMonth,
  type TransactionYear,
} from './transactions/groupTransactions.ts'
export {
  assertSendRequirements,
  type SendRequirements,
} from './validation/assertSendRequirements.ts'
export { dropLowQualityBalances } from './validation/dropLowQualityBalances.ts'
export { emailLoginWaitSeconds } from './validation/emailLoginWaitSeconds.ts'
export { evmChainIdToCoinType } from './validation/evmChainIdToCoinType.ts'
export { filterTelegramSocials, type TelegramOs } from './validation/filterTelegramSocials.ts'
export { formatBalance } from './validation/formatBalance.ts'
export { formatTransferQuantity } from './validation/formatTransferQuantity.ts'
export { formatUsd } from './validation/formatUsd.ts'
export { isValidEmail } from './validation/isValidEmail.ts'
export { isValidName } from './validation/isValidName.ts'
export { visibleTransactions } from './validation/visibleTransactions.ts'
