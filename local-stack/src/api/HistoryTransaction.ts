/**
 * One value movement of a {@link HistoryTransaction}, as seen by the account asked about.
 *
 * @example
 * ```ts
 * const transfer: HistoryTransfer = {
 *   fungible_info: { symbol: 'ADT', name: 'Airlock Demo Token' },
 *   quantity: { numeric: '2.5' },
 *   direction: 'out',
 * }
 * ```
 */
export type HistoryTransfer = {
  /** What moved. `name` only when the network configuration names it. */
  fungible_info: { symbol: string; name?: string }
  /** How much, in whole units (viem `formatUnits`), e.g. `'2.5'`. */
  quantity: { numeric: string }
  /** `out` when the account sent it, `in` when it received it. */
  direction: 'in' | 'out'
}

/**
 * One transaction of an account's history, as the reference API answers it.
 *
 * @example
 * ```ts
 * const transaction: HistoryTransaction = {
 *   id: '0x9f…',
 *   metadata: {
 *     minedAt: '2026-01-01T12:00:00.000Z',
 *     chain: 'eip155:31337',
 *     operationType: 'send',
 *     status: 'confirmed',
 *     sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *     sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
 *   },
 *   transfers: [{ fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1' }, direction: 'out' }],
 * }
 * ```
 */
export type HistoryTransaction = {
  /** The transaction hash. */
  id: string
  metadata: {
    /** ISO 8601 time of the block. */
    minedAt: string
    /** The CAIP-2 id asked for. */
    chain: string
    /** `send`/`receive` of value or a known token by the account; `execute` for any other call. */
    operationType: 'send' | 'receive' | 'execute'
    /** `failed` when the transaction reverted. */
    status: 'confirmed' | 'failed'
    /** Checksummed sender: the token sender for a token transfer, else the transaction's. */
    sentFrom: string
    /** Checksummed recipient: the token recipient for a token transfer, else the transaction's. */
    sentTo: string
  }
  /** Value movements that concern the account; empty for `execute`. */
  transfers: HistoryTransfer[]
}

/**
 * One page of history: newest first, and the cursor of the next page (`null` on the last).
 *
 * @example
 * ```ts
 * const page: HistoryPage = { data: [], next: null }
 * ```
 */
export type HistoryPage = {
  data: HistoryTransaction[]
  next: string | null
}
