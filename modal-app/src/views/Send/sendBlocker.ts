import type { Network } from '@airlock/shared-protocol'
import type { TokenBalance } from '../../state/validation/TokenBalance.ts'
import type { BalancesStatus } from '../../ui/useBalances.ts'

/** Why nothing can be sent right now, and what the visitor can do about it. */
export type SendBlocker = {
  /** One sentence, shown beside the disabled Send. */
  reason: string
  /** `retry`: the balances can be read again; `receive`: the account needs funds first. */
  remedy: 'retry' | 'receive' | undefined
}

/**
 * Whether Send can go ahead on `network` with the balances as they stand: not without an RPC to
 * send through, not while the balances cannot be read (a dead RPC would fail only after the
 * wallet's prompt), and not with nothing to send (every balance read as 0). Loading and a
 * network without balances (`none`) do not block: the form shows them.
 */
export function sendBlocker(
  network: Network | undefined,
  balances: BalancesStatus,
  tokens: readonly TokenBalance[],
): SendBlocker | undefined {
  const name = network?.name ?? 'this network'
  if (network && network.rpcUrls.default.http.length === 0) {
    return { reason: `${name} has no RPC to send through.`, remedy: undefined }
  }
  if (balances === 'unavailable') {
    return { reason: `${name} is not answering, so nothing can be sent now.`, remedy: 'retry' }
  }
  if (balances === 'loaded' && tokens.every((token) => Number(token.quantity.numeric) <= 0)) {
    return {
      reason: `Nothing to send: this account holds no funds on ${name}.`,
      remedy: 'receive',
    }
  }
  return undefined
}
