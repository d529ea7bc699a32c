import type { Network } from '@airlock/shared-protocol'
import { parseUnits } from 'viem'
import type { AccountState } from '../account.ts'
import { sameAddress } from '../validation/addresses.ts'
import type { TokenBalance } from '../validation/TokenBalance.ts'
import type { PurchaseCurrency } from './onrampTypes.ts'

/** What a purchase buys and where: the currency and network its checkout was opened for. */
export type PurchaseTarget = {
  currency: PurchaseCurrency
  network: Pick<Network, 'id' | 'caipNetworkId'>
}

/**
 * The balance entry of what `target` buys: the token whose contract the purchase currency names
 * on that network, or the native coin where it names none (`contract_address: ''`). Undefined
 * when the account holds none of it, or the currency is not offered there.
 */
export function purchasedBalance(
  balances: readonly TokenBalance[],
  { currency, network }: PurchaseTarget,
): TokenBalance | undefined {
  const offered = currency.networks.find((each) => each.chain_id === String(network.id))
  if (offered === undefined) return undefined
  const contract = offered.contract_address
  return balances.find(
    (balance) =>
      balance.chainId === network.caipNetworkId &&
      (contract === ''
        ? balance.address === undefined
        : balance.address !== undefined && sameAddress(balance.address, contract)),
  )
}

/**
 * How much of what `target` buys the account holds, as a decimal string: '0' when its balances
 * on that network are known and hold none, undefined while they are not (never read yet, or the
 * account is on another network now). Every balance load sets `balance`, so it tells the two
 * apart.
 */
export function purchasedAmount(
  account: Pick<AccountState, 'caipAddress' | 'balance' | 'tokenBalance'>,
  target: PurchaseTarget,
): string | undefined {
  if (account.balance === undefined) return undefined
  if (!account.caipAddress?.startsWith(`${target.network.caipNetworkId}:`)) return undefined
  return purchasedBalance(account.tokenBalance, target)?.quantity.numeric ?? '0'
}

/**
 * Where Buy stands with a purchase after Continue: waiting for it to reach the balance (from the
 * amount held when the checkout opened, `baseline`, undefined until first known), arrived, or
 * overdue (Buy stopped waiting; it may still arrive).
 */
export type PurchaseArrival =
  | { phase: 'idle' }
  | {
      phase: 'waiting'
      provider: string
      target: PurchaseTarget
      baseline: string | undefined
      /** Tells one Continue from the next, so the wait starts over. */
      openedAt: number
    }
  | { phase: 'arrived'; provider: string; target: PurchaseTarget }
  | { phase: 'overdue'; provider: string; target: PurchaseTarget }

/** What moves a {@link PurchaseArrival}. */
export type PurchaseArrivalEvent =
  /** The provider's checkout opened; `amount` is what the account held then (`purchasedAmount`). */
  | {
      type: 'opened'
      provider: string
      target: PurchaseTarget
      amount: string | undefined
      at: number
    }
  /** The balances were read again; `amount` as {@link purchasedAmount} says. */
  | { type: 'read'; amount: string | undefined }
  /** The bounded wait is over. */
  | { type: 'expired' }

/**
 * The purchase watch: an amount above the baseline is the purchase arriving; an amount below it
 * (gas paid, a send) is the new baseline, so it is not taken for an arrival nor hides one; an
 * unknown amount changes nothing. Only a wait can arrive or expire.
 */
export function nextPurchaseArrival(
  arrival: PurchaseArrival,
  event: PurchaseArrivalEvent,
): PurchaseArrival {
  switch (event.type) {
    case 'opened':
      return {
        phase: 'waiting',
        provider: event.provider,
        target: event.target,
        baseline: event.amount,
        openedAt: event.at,
      }
    case 'read': {
      if (arrival.phase !== 'waiting' || event.amount === undefined) return arrival
      const { baseline } = arrival
      if (baseline === undefined || compareAmounts(event.amount, baseline) < 0) {
        return { ...arrival, baseline: event.amount }
      }
      if (compareAmounts(event.amount, baseline) > 0) {
        return { phase: 'arrived', provider: arrival.provider, target: arrival.target }
      }
      return arrival
    }
    case 'expired':
      if (arrival.phase !== 'waiting') return arrival
      return { phase: 'overdue', provider: arrival.provider, target: arrival.target }
  }
}

/**
 * Compares two amounts, exactly for plain decimals (a balance's `quantity.numeric`: a wei more
 * on 1000 ETH is more), else as numbers.
 */
function compareAmounts(a: string, b: string): number {
  const plain = /^\d+(\.\d+)?$/
  if (!plain.test(a) || !plain.test(b)) return Math.sign(Number(a) - Number(b)) || 0
  // Both in units of the finer one's last digit.
  const width = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0)
  const x = parseUnits(a, width)
  const y = parseUnits(b, width)
  return x < y ? -1 : x > y ? 1 : 0
}
