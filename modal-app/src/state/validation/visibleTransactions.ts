import type { Transaction } from './Transaction.ts'

/**
 * Hides transactions whose transfers are all spam NFTs and keeps only the active chain's (spec §5).
 */
export function visibleTransactions<T extends Transaction>(
  transactions: readonly T[],
  activeCaipNetworkId: string,
): T[] {
  return transactions.filter((transaction) => {
    if (transaction.metadata.chain !== activeCaipNetworkId) return false
    const allSpam =
      transaction.transfers.length > 0 &&
      transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
    return !allSpam
  })
}
