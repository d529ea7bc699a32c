import { BaseError, RpcRequestError } from 'viem'
import { FEE_DIGITS, shortUnits } from '../state/validation/units.ts'
import type { Transfer } from './Transfer.ts'

/** What a transfer costs its sender in the network's native coin, before it is signed. */
export type NetworkFee = {
  /** The fee in whole units of the native coin ("0.000021"). */
  amount: string
  /** The native coin's symbol. */
  symbol: string
}

/** Reads an EVM transfer's gas and the gas price: the network's RPC by default. */
export type EvmFeeReader = (transfer: Transfer) => Promise<{ gas: bigint; gasPrice: bigint }>

// Solana's base fee: 5,000 lamports per signature, and a transfer has one. Priority fees are not
// added by the modal's transfers, so this is what the sender pays.
const SOLANA_BASE_FEE_LAMPORTS = 5_000n

async function readEvmFee(transfer: Transfer): Promise<{ gas: bigint; gasPrice: bigint }> {
  const [{ estimateGas, getGasPrice }, { createEvmClient }, { evmTransferTransaction }] =
    await Promise.all([
      import('viem/actions'),
      import('../chains/createEvmClient.ts'),
      import('./evmTransferTransaction.ts'),
    ])
  const client = createEvmClient(transfer.network)
  const transaction = evmTransferTransaction(transfer)
  const [gas, gasPrice] = await Promise.all([
    estimateGas(client, {
      account: transaction.from,
      to: transaction.to,
      value: BigInt(transaction.value),
      ...(transaction.data ? { data: transaction.data } : {}),
    }),
    getGasPrice(client),
  ])
  return { gas, gasPrice }
}

/**
 * The network fee of a transfer, shown on Send's review step: on EVM the gas the RPC estimates
 * times its gas price; on Solana the base fee of one signature.
 *
 * @throws the RPC's error when the network cannot estimate (it is down, or the transfer would
 *   revert).
 */
export async function estimateNetworkFee(
  transfer: Transfer,
  readFee: EvmFeeReader = readEvmFee,
): Promise<NetworkFee> {
  const { nativeCurrency } = transfer.network
  if (transfer.network.chainNamespace === 'solana') {
    return {
      amount: shortUnits(SOLANA_BASE_FEE_LAMPORTS, nativeCurrency.decimals, FEE_DIGITS),
      symbol: nativeCurrency.symbol,
    }
  }
  const { gas, gasPrice } = await readFee(transfer)
  return {
    amount: shortUnits(gas * gasPrice, nativeCurrency.decimals, FEE_DIGITS),
    symbol: nativeCurrency.symbol,
  }
}

/**
 * Whether a failed estimate is the network's answer that the transfer would fail, not an outage:
 * the node replied with a JSON-RPC error (a revert: a recipient contract that refuses the coin, a
 * token that refuses the transfer). A node that does not answer (`HttpRequestError`, a timeout)
 * is not a refusal.
 */
export function isRefusedByNetwork(error: unknown): boolean {
  return (
    error instanceof BaseError && error.walk((cause) => cause instanceof RpcRequestError) !== null
  )
}
