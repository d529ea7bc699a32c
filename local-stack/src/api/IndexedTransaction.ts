import type { Address, Hash } from 'viem'

/**
 * What the chain index keeps of one mined transaction: the facts every account's view of it is
 * built from (see `describeTransaction`).
 *
 * @example
 * ```ts
 * const indexed: IndexedTransaction = {
 *   hash: '0x9f…', blockNumber: 3n, index: 0, timestamp: 1767268800n,
 *   from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
 *   value: 10n ** 18n, input: '0x', status: 'success', tokenTransfers: [],
 * }
 * ```
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
