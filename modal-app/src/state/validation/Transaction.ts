/**
 * A transaction of the history (spec §3), the fields the rules read.
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
    /** `in` when the account received it, `out` when it paid it (absent from some indexers). */
    direction?: 'in' | 'out' | undefined
  }>
}
