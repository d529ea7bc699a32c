/**
 * A transaction of the history (spec §3), the fields the rules read.
 *
 * @example
 * ```ts
 * const sent: Transaction = {
 *   id: 'tx-1',
 *   metadata: {
 *     minedAt: '2024-01-01T00:00:00Z',
 *     chain: 'eip155:1',
 *     operationType: 'send',
 *     status: 'confirmed',
 *     sentFrom: '0x1',
 *     sentTo: '0x2',
 *   },
 *   transfers: [{ fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.1' } }],
 * }
 * ```
 */
export type Transaction = {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
  }
  transfers: Array<{
    fungible_info?:
      | { symbol?: string | undefined; icon?: { url?: string | undefined } | undefined }
      | undefined
    nft_info?:
      | {
          name?: string | undefined
          content?: { preview?: { url?: string | undefined } | undefined } | undefined
          flags?: { is_spam?: boolean | undefined } | undefined
        }
      | undefined
    quantity: { numeric: string }
  }>
}
