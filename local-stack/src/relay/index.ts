// The public surface of the local WalletConnect relay. index.test.ts pins this list.

export { DEFAULT_RELAY_LIMITS, type RelayLimits } from './DEFAULT_RELAY_LIMITS.ts'
export { findRawId } from './findRawId.ts'
export { handleRpc } from './handleRpc.ts'
export {
  Mailbox,
  type MailboxInput,
  type MailboxMessage,
  type MailboxOptions,
} from './Mailbox.ts'
export { type ParsedFrame, parseFrame } from './parseFrame.ts'
export type { RelayClient } from './RelayHub.ts'
export {
  type RelayCounters,
  RelayHub,
  type RelayHubOptions,
  type RelayMessageData,
  type RelayPublishInput,
} from './RelayHub.ts'
export { clientIp, RelayQuotas } from './RelayQuotas.ts'
export { RelayRpcError, RPC_ERROR, type RpcErrorCode } from './RelayRpcError.ts'
export { renderVerifyPage } from './renderVerifyPage.ts'
export {
  type RelayStats,
  type RunningRelay,
  type StartRelayErrorType,
  type StartRelayOptions,
  startRelay,
} from './startRelay.ts'
export {
  type RelayAuthBounds,
  type RelayAuthMode,
  type RelayAuthResult,
  verifyRelayAuth,
} from './verifyRelayAuth.ts'
