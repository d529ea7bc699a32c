// The reference API of the local stack (transaction history, balances, name registration, demo
// on-ramp, analytics collector).
// index.test.ts pins this list.

export { API_ERROR, ApiError, type ApiErrorCode } from './ApiError.ts'
export {
  type AnswerAnalyticsOptions,
  type AnswerAnalyticsReturnType,
  answerAnalytics,
  type ProjectAllowlistLookup,
} from './answerAnalytics.ts'
export {
  type AnswerNamesOptions,
  type AnswerNamesReturnType,
  answerNames,
} from './answerNames.ts'
export {
  type AnswerOnrampOptions,
  type AnswerOnrampReturnType,
  answerOnramp,
  type OnrampQuoteBody,
} from './answerOnramp.ts'
export {
  type AnswerOnrampCheckoutOptions,
  type AnswerOnrampCheckoutReturnType,
  answerOnrampCheckout,
} from './answerOnrampCheckout.ts'
export { chainRpcError } from './chainRpcError.ts'
export {
  DEMO_ONRAMP_FUNDER,
  DEMO_ONRAMP_FUNDER_RATE_LIMITS,
  DEMO_ONRAMP_LIMITS,
  DEMO_ONRAMP_RATE,
  type OnrampFunderRateLimits,
} from './constants.ts'
export {
  type AnalyticsLog,
  type CreateAnalyticsLogOptions,
  createAnalyticsLog,
} from './createAnalyticsLog.ts'
export { type ApiHandlerOptions, createApiHandler } from './createApiHandler.ts'
export { type BalanceReader, createBalanceReader } from './createBalanceReader.ts'
export type { IndexedTransaction } from './createChainIndex.ts'
export {
  type ChainHistoryParameters,
  type ChainHistoryReturnType,
  type ChainIndex,
  createChainIndex,
} from './createChainIndex.ts'
export {
  type CreateNameNoncesOptions,
  createNameNonces,
  type NameNonceState,
  type NameNonces,
} from './createNameNonces.ts'
export { createNameStore, type NameRegistration, type NameStore } from './createNameStore.ts'
export {
  type CreateOnrampQuoteBookOptions,
  createOnrampQuoteBook,
  type OfferedOnrampOrder,
  type OnrampPayer,
  type OnrampQuoteBook,
  type OnrampQuoteEntry,
  type OnrampQuotePayment,
} from './createOnrampQuoteBook.ts'
export type { HistoryPosition } from './cursor.ts'
export { decodeCursor, encodeCursor } from './cursor.ts'
export {
  describeOnrampOptions,
  type OnrampOptions,
  type OnrampOptionsNetwork,
} from './describeOnrampOptions.ts'
export { describeTransaction } from './describeTransaction.ts'
export { escapeHtml, readBodyText, readJsonBody, requireProjectId } from './http.ts'
export { NAME_API_ERROR, NameApiError, type NameApiErrorCode } from './NameApiError.ts'
export { isEvmCoinType, normalizeName } from './names.ts'
export { type ApiDatabase, openApiDatabase } from './openApiDatabase.ts'
export { type OnrampQuote, quoteOnramp, usdValue } from './quoteOnramp.ts'
export type { ReferenceApiNetwork, ReferenceApiToken } from './ReferenceApiNetwork.ts'
export { type AccountQuery, readAccountQuery } from './readAccountQuery.ts'
export { type AnalyticsEventInput, readAnalyticsEvent } from './readAnalyticsEvent.ts'
export { type OnrampOrder, type OnrampOrderInput, readOnrampOrder } from './readOnrampOrder.ts'
export { type OnrampPage, renderOnrampPage } from './renderOnrampPage.ts'
export { resolveRoute } from './resolveRoute.ts'
export { type SendOnrampFundsParameters, sendOnrampFunds } from './sendOnrampFunds.ts'
export {
  type StartReferenceApiOptions,
  type StartReferenceApiReturnType,
  startReferenceApi,
} from './startReferenceApi.ts'
export type { ValueTransfer } from './traceValueTransfers.ts'
export {
  type VerifyNameRegistrationOptions,
  verifyNameRegistration,
} from './verifyNameRegistration.ts'
