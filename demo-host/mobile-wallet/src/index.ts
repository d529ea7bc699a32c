// The demo mobile wallet's core (no React): index.test.ts pins this list.

export {
  type AnswerEvmRequestErrorType,
  type AnswerEvmRequestParameters,
  answerEvmRequest,
  type EvmRequest,
} from './answerEvmRequest.ts'
export {
  type AnswerSolanaRequestErrorType,
  type AnswerSolanaRequestParameters,
  type AnswerSolanaRequestReturnType,
  answerSolanaRequest,
  type SolanaRequest,
} from './answerSolanaRequest.ts'
export {
  type BuildWalletNamespacesErrorType,
  type BuildWalletNamespacesParameters,
  buildWalletNamespaces,
} from './buildWalletNamespaces.ts'
export {
  type ActivityEntry,
  type CreateMobileWalletErrorType,
  type CreateMobileWalletOptions,
  createMobileWallet,
  type MobileWallet,
  type MobileWalletState,
  type PendingRequest,
  type SessionSummary,
} from './createMobileWallet.ts'
export {
  type DecodedRequest,
  type DecodeSessionRequestErrorType,
  decodeSessionRequest,
  type EvmTransactionRequest,
  type SessionRequestInput,
  type SolanaInstructionSummary,
} from './decodeSessionRequest.ts'
export {
  describeProposal,
  type NamespaceRequest,
  type ProposalDescription,
} from './describeProposal.ts'
export {
  type HandleSessionRequestParameters,
  type HandleSessionRequestReturnType,
  handleSessionRequest,
} from './handleSessionRequest.ts'
export { MOBILE_WALLET_KEYS } from './MOBILE_WALLET_KEYS.ts'
export { type ProbeRelayErrorType, type ProbeRelayParameters, probeRelay } from './probeRelay.ts'
export { readWalletConfig, type WalletBuildEnv, type WalletConfig } from './readWalletConfig.ts'
export { WALLET_CAPABILITIES } from './WALLET_CAPABILITIES.ts'
