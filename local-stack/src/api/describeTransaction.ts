import type { HistoryTransaction, HistoryTransfer } from '@airlock/shared-protocol/projectApi'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  isAddressEqual,
  zeroAddress,
} from 'viem'
import type { IndexedTransaction } from './createChainIndex.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import type { ValueTransfer } from './traceValueTransfers.ts'

type TokenMove = IndexedTransaction['tokenTransfers'][number]

/**
 * One indexed transaction as `account` sees it. A transfer of a configured token to or from the
 * account decides the operation (`send` when the account sent it, else `receive`) and the
 * `sentFrom`/`sentTo` (the token's sender and recipient); otherwise native value to or from the
 * account does, the transaction's own or an inner call's (the ETH a router pays out); otherwise an
 * ERC20 `approve` by the account is `approve` to the spender, and any other call is `execute`,
 * both without transfers. A transaction that moved value both ways lists a transfer each way,
 * which the modal shows as a swap. A reverted transaction moved nothing, but it is shown with what
 * it tried to move (its value, or the `transfer`/`transferFrom` of a configured token it called),
 * so that a failed send reads as one.
 */
export function describeTransaction(
  indexed: IndexedTransaction,
  account: Address,
  network: ReferenceApiNetwork,
): HistoryTransaction {
  const isMe = (address: Address | null) => address !== null && isAddressEqual(address, account)
  const moves = (
    indexed.status === 'reverted' && indexed.tokenTransfers.length === 0
      ? intendedTokenMoves(indexed, network)
      : indexed.tokenTransfers
  ).filter((move) => isMe(move.from) || isMe(move.to))

  const transfers: HistoryTransfer[] = []
  for (const move of moves) {
    const token = network.tokens.find((entry) => isAddressEqual(entry.address, move.token))
    if (!token) continue
    const fungible_info = token.name
      ? { symbol: token.symbol, name: token.name }
      : { symbol: token.symbol }
    const numeric = formatUnits(move.amount, token.decimals)
    if (isMe(move.from)) transfers.push({ fungible_info, quantity: { numeric }, direction: 'out' })
    if (isMe(move.to)) transfers.push({ fungible_info, quantity: { numeric }, direction: 'in' })
  }
  const ownValue: ValueTransfer[] =
    indexed.value > 0n
      ? [{ from: indexed.from, to: indexed.to ?? zeroAddress, amount: indexed.value }]
      : []
  const valueMoves = [...ownValue, ...indexed.innerValueTransfers].filter(
    (move) => isMe(move.from) || isMe(move.to),
  )
  const native = network.nativeName
    ? { symbol: network.nativeSymbol, name: network.nativeName }
    : { symbol: network.nativeSymbol }
  for (const move of valueMoves) {
    const quantity = { numeric: formatUnits(move.amount, 18) }
    if (isMe(move.from)) transfers.push({ fungible_info: native, quantity, direction: 'out' })
    if (isMe(move.to)) transfers.push({ fungible_info: native, quantity, direction: 'in' })
  }

  const first = moves[0] ?? valueMoves[0]
  const spender = isMe(indexed.from) ? approvedSpender(indexed) : undefined
  const [operationType, sentFrom, sentTo] = first
    ? [isMe(first.from) ? 'send' : 'receive', first.from, first.to]
    : spender
      ? ['approve', indexed.from, spender]
      : ['execute', indexed.from, indexed.to ?? zeroAddress]
  return {
    id: indexed.hash,
    metadata: {
      minedAt: new Date(Number(indexed.timestamp) * 1000).toISOString(),
      chain: network.caipNetworkId,
      operationType: operationType as HistoryTransaction['metadata']['operationType'],
      status: indexed.status === 'success' ? 'confirmed' : 'failed',
      sentFrom: getAddress(sentFrom),
      sentTo: getAddress(sentTo),
    },
    transfers,
  }
}

/** The token transfer a reverted call of a configured token's `transfer`/`transferFrom` meant. */
function intendedTokenMoves(
  indexed: IndexedTransaction,
  network: ReferenceApiNetwork,
): TokenMove[] {
  const to = indexed.to
  if (to === null || !network.tokens.some((token) => isAddressEqual(token.address, to))) return []
  const call = erc20Call(indexed.input)
  if (call?.functionName === 'transfer') {
    const [recipient, amount] = call.args
    return [{ token: to, from: indexed.from, to: recipient, amount }]
  }
  if (call?.functionName === 'transferFrom') {
    const [sender, recipient, amount] = call.args
    return [{ token: to, from: sender, to: recipient, amount }]
  }
  return []
}

/** The spender of an ERC20 `approve` call, of any token: the symbol is not shown. */
function approvedSpender(indexed: IndexedTransaction): Address | undefined {
  const call = indexed.to === null ? undefined : erc20Call(indexed.input)
  return call?.functionName === 'approve' ? call.args[0] : undefined
}

function erc20Call(input: `0x${string}`) {
  try {
    return decodeFunctionData({ abi: erc20Abi, data: input })
  } catch {
    // Not an ERC20 call.
    return undefined
  }
}
