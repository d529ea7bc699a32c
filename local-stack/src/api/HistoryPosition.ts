/**
 * Where a transaction sits in its chain; history pages continue strictly before one.
 */
export type HistoryPosition = {
  blockNumber: bigint
  /** Position in its block. */
  index: number
}
