import { encodeFunctionData, getAddress, type Hex, numberToHex, parseUnits } from 'viem'
import type { Transfer } from './Transfer.ts'

const TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** The `eth_sendTransaction` parameter {@link evmTransferTransaction} builds. */
export type EvmTransferTransaction = {
  from: Hex
  to: Hex
  value: Hex
  chainId: Hex
  data?: Hex
}

/**
 * The `eth_sendTransaction` transaction of a transfer on an eip155 network: the native coin is
 * `{ from, to, value }`; an ERC20 token is a call of the token's `transfer(to, amount)` with the
 * amount scaled by the token's decimals. `chainId` pins the network so that a wallet on another
 * chain refuses instead of sending there.
 *
 * @throws when the amount is not a decimal number (viem's `parseUnits`).
 */
export function evmTransferTransaction(transfer: Transfer): EvmTransferTransaction {
  const { network, token } = transfer
  const from = getAddress(transfer.from)
  const to = getAddress(transfer.to)
  const amount = parseUnits(transfer.amount, token.decimals)
  const chainId = numberToHex(Number(network.id))
  if (token.address === undefined) return { from, to, value: numberToHex(amount), chainId }
  return {
    from,
    to: getAddress(token.address),
    value: '0x0',
    chainId,
    data: encodeFunctionData({ abi: TRANSFER_ABI, functionName: 'transfer', args: [to, amount] }),
  }
}
