// The public surface of @airlock/host-sdk/solana. ../index.test.ts pins this list.

export type { ModalSolanaProvider, SolanaTransactionOptions } from './ModalSolanaProvider.ts'
export { type SolanaAdapterReturnType, solanaAdapter } from './solanaAdapter.ts'
