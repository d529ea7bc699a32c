import type { Network } from '@airlock/shared-protocol'
import type { SwapTransaction } from '@airlock/shared-protocol/swapApi'
import { numberToHex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { callWallet } from '../app/callWallet.ts'
import { createEvmClient } from '../chains/createEvmClient.ts'
import type { Store } from '../state/Store.ts'

/** How long a sent swap or approval is waited for before the view gives up (ms). */
const RECEIPT_TIMEOUT = 120_000

/**
 * Sends a transaction of the swap API (the approval, the swap) from `from` through whichever
 * wallet is connected (`callWallet`), then waits until the chain mined it.
 *
 * @returns its hash and whether it succeeded or reverted.
 * @throws the wallet's errors (`USER_REJECTED` "Transaction declined"…); viem's when the receipt
 *   never comes.
 */
export async function sendSwapTransaction(
  store: Store,
  network: Network,
  from: string,
  tx: SwapTransaction,
  purpose: 'swap' | 'approve',
): Promise<{ hash: string; status: 'success' | 'reverted' }> {
  const hash = await callWallet(store, {
    kind: 'sendTransaction',
    purpose,
    transaction: {
      from,
      to: tx.to,
      data: tx.data,
      value: numberToHex(BigInt(tx.value)),
      chainId: numberToHex(Number(network.id)),
      // The API's gas (estimated for this sender): the wallet sends as built, so a swap whose
      // price moved past the slippage reverts on chain and the view can say why.
      ...(tx.gas === undefined ? {} : { gas: numberToHex(tx.gas) }),
    },
  })
  const receipt = await waitForTransactionReceipt(createEvmClient(network), {
    hash: hash as `0x${string}`,
    pollingInterval: 500,
    timeout: RECEIPT_TIMEOUT,
  })
  return { hash: hash as string, status: receipt.status }
}
