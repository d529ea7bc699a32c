/**
 * Where a transaction sits in its chain; history pages continue strictly before one.
 *
 * @example
 * ```ts
 * const position: HistoryPosition = { blockNumber: 12n, index: 0 }
 * ```
 */
export type HistoryPosition = {
  blockNumber: bigint
  /** Position in its block. */
  index: number
}
