// The reference API of the local stack (transaction history, name registration).
// index.test.ts pins this list.

export { API_ERROR, type ApiErrorCode } from './API_ERROR.ts'
export { ApiError } from './ApiError.ts'
export {
  type AnswerNamesOptions,
  type AnswerNamesReturnType,
  answerNames,
} from './answerNames.ts'
export { type ApiHandlerOptions, createApiHandler } from './createApiHandler.ts'
export {
  type ChainHistoryParameters,
  type ChainHistoryReturnType,
  type ChainIndex,
  createChainIndex,
} from './createChainIndex.ts'
export { createNameStore, type NameRegistration, type NameStore } from './createNameStore.ts'
export { decodeCursor } from './decodeCursor.ts'
export { describeTransaction } from './describeTransaction.ts'
export { encodeCursor } from './encodeCursor.ts'
export type { HistoryPosition } from './HistoryPosition.ts'
export type { HistoryPage, HistoryTransaction, HistoryTransfer } from './HistoryTransaction.ts'
export type { IndexedTransaction } from './IndexedTransaction.ts'
export { isEvmCoinType } from './isEvmCoinType.ts'
export { NAME_SUFFIX } from './NAME_SUFFIX.ts'
export { NameApiError } from './NameApiError.ts'
export type { NameRecord } from './NameRecord.ts'
export { normalizeName } from './normalizeName.ts'
export type { ReferenceApiNetwork, ReferenceApiToken } from './ReferenceApiNetwork.ts'
export { readJsonBody } from './readJsonBody.ts'
export {
  type StartReferenceApiOptions,
  type StartReferenceApiReturnType,
  startReferenceApi,
} from './startReferenceApi.ts'
export { verifyNameRegistration } from './verifyNameRegistration.ts'
