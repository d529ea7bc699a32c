import type { Namespace, Network } from '@airlock/shared-protocol'
import { tokenContractLoss } from '../../chains/readRecipientKind.ts'
import { RECIPIENT_NAME } from '../../projectApi/resolveName.ts'
import { CHAIN_SUPPORT } from '../../state/constants.ts'
import { isEvmAddress, isSolanaAddress } from '../../state/validation/addresses.ts'
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

/** `text` in the token's smallest unit, or undefined when it is not a plain decimal number. */
function toUnits(text: string, decimals: number): bigint | undefined {
  const trimmed = text.trim()
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed)
  if (!match || trimmed === '' || trimmed === '.') return undefined
  const [, whole = '', fraction = ''] = match
  if (fraction.length > decimals) return undefined
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}

/** The Send form as the visitor has filled it in so far. */
export type SendForm = {
  namespace: Namespace
  token: Pick<TokenBalance, 'symbol' | 'quantity'> | undefined
  amount: string
  /** An address, or on EVM a `.airlock` name (resolved at Review). */
  receiver: string
}

/** What the form still lacks, said on its disabled primary; `field` is the one to mark invalid. */
export type SendFormGap = { label: string; field: 'token' | 'amount' | 'receiver' | undefined }

/**
 * What stands between the Send form and its review, in the order the visitor fills it in (the
 * token, the amount, the recipient), as the words of the disabled primary ("Enter an amount",
 * "Insufficient balance", "Invalid address"…); undefined when Review can go ahead. A balance not
 * read yet is not held against the amount; a name is checked when Review resolves it.
 */
export function sendFormGap({
  namespace,
  token,
  amount,
  receiver,
}: SendForm): SendFormGap | undefined {
  if (!(CHAIN_SUPPORT.send as readonly string[]).includes(namespace)) {
    return { label: 'Unsupported chain', field: undefined }
  }
  if (!token) return { label: 'Choose a token', field: 'token' }
  const decimals = Number(token.quantity.decimals)
  if (amount.trim() === '') return { label: 'Enter an amount', field: undefined }
  const units = toUnits(amount, decimals)
  if (units === undefined) return { label: 'Invalid amount', field: 'amount' }
  if (units === 0n) return { label: 'Enter an amount above 0', field: 'amount' }
  const held = token.quantity.numeric === '' ? undefined : toUnits(token.quantity.numeric, decimals)
  if (held !== undefined && units > held) return { label: 'Insufficient balance', field: 'amount' }
  const typed = receiver.trim()
  if (typed === '') return { label: 'Enter an address', field: undefined }
  const valid =
    namespace === 'solana'
      ? isSolanaAddress(typed)
      : isEvmAddress(typed) || RECIPIENT_NAME.test(typed)
  if (!valid) return { label: 'Invalid address', field: 'receiver' }
  return undefined
}

/**
 * Whether the send leaves less of the network's native coin than the estimated `fee` (paid in
 * that coin): the wallet would refuse the transaction, or fail it after its prompt ("total cost …
 * exceeds the balance"). A native send pays the amount and the fee from it (Max fills in the
 * whole balance, so a newcomer's first send meets this); a token send pays the fee alone. False
 * while the fee or the native balance is unknown.
 */
export function leavesTooLittleForFee({
  token,
  amount,
  native,
  fee,
}: {
  token: Pick<TokenBalance, 'address'>
  amount: string
  /** The native coin's balance as listed. */
  native: Pick<TokenBalance, 'quantity'> | undefined
  /** The estimated fee in whole units of the native coin ("0.000021"). */
  fee: string | undefined
}): boolean {
  if (!native || fee === undefined || native.quantity.numeric === '') return false
  const decimals = Number(native.quantity.decimals)
  const held = toUnits(native.quantity.numeric, decimals)
  const sent = token.address === undefined ? toUnits(amount, decimals) : 0n
  // A fee finer than the coin's decimals rounds up to its smallest unit.
  const [whole = '0', fraction = ''] = fee.split('.')
  const cost = toUnits(`${whole}.${fraction.slice(0, decimals)}`, decimals)
  if (held === undefined || sent === undefined || cost === undefined) return false
  const roundUp = /[1-9]/.test(fraction.slice(decimals)) ? 1n : 0n
  return sent + cost + roundUp > held
}

/**
 * Why an ERC20 cannot go to `to`: it is the contract of that token or of another one listed in
 * the account's balances, where a transfer is lost for good ({@link tokenContractLoss}).
 * Undefined for any other recipient, and for the native coin.
 *
 * @param name the `.airlock` name `to` was resolved from, said in the reason.
 */
export function tokenContractRefusal({
  token,
  to,
  tokens,
  name,
}: {
  token: Pick<TokenBalance, 'symbol' | 'address'>
  to: string
  tokens: readonly Pick<TokenBalance, 'symbol' | 'address'>[]
  name?: string | undefined
}): string | undefined {
  const loss = tokenContractLoss({ token, to, tokens, subject: name ?? 'This address' })
  return loss && `${loss} Enter the recipient’s address.`
}
