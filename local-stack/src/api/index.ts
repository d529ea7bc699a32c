// The reference API of the local stack (transaction history). index.test.ts pins this list.

export { API_ERROR, type ApiErrorCode } from './API_ERROR.ts'
export { ApiError } from './ApiError.ts'
export { type ApiHandlerOptions, createApiHandler } from './createApiHandler.ts'
export {
  type ChainHistoryParameters,
  type ChainHistoryReturnType,
  type ChainIndex,
  createChainIndex,
} from './createChainIndex.ts'
export { decodeCursor } from './decodeCursor.ts'
export { describeTransaction } from './describeTransaction.ts'
export { encodeCursor } from './encodeCursor.ts'
export type { HistoryPosition } from './HistoryPosition.ts'
export type { HistoryPage, HistoryTransaction, HistoryTransfer } from './HistoryTransaction.ts'
export type { IndexedTransaction } from './IndexedTransaction.ts'
export type { ReferenceApiNetwork, ReferenceApiToken } from './ReferenceApiNetwork.ts'
export {
  type StartReferenceApiOptions,
  type StartReferenceApiReturnType,
  startReferenceApi,
} from './startReferenceApi.ts'
