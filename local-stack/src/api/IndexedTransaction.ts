import type { Address, Hash } from 'viem'

/**
 * What the chain index keeps of one mined transaction: the facts every account's view of it is
 * built from (see `describeTransaction`).
 */
export type IndexedTransaction = {
  hash: Hash
  blockNumber: bigint
  /** Position in its block. */
  index: number
  /** Block time, seconds since 1970. */
  timestamp: bigint
  /** Checksummed sender. */
  from: Address
  /** Checksummed recipient; for a contract creation, the created contract (or null if none). */
  to: Address | null
  /** Wei sent with the transaction. */
  value: bigint
  /** Call data, kept to tell what a reverted token transfer meant to do. */
  input: `0x${string}`
  status: 'success' | 'reverted'
  /** `Transfer` events of the network's configured tokens, in log order. */
  tokenTransfers: ReadonlyArray<{ token: Address; from: Address; to: Address; amount: bigint }>
}
