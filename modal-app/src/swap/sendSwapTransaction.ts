import type { Network } from '@airlock/shared-protocol'
import type { SwapTransaction } from '@airlock/shared-protocol/swapApi'
import { atom } from 'jotai/vanilla'
import { numberToHex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { callWallet } from '../app/callWallet.ts'
import { createEvmClient } from '../chains/createEvmClient.ts'
import type { Store } from '../state/Store.ts'

/** How long a sent swap or approval is waited for before the view gives up (ms). */
const RECEIPT_TIMEOUT = 120_000

/** How a swap's transactions are waited for: the network's RPC by default; a test puts a fake. */
export const swapReceiptsAtom = atom<{
  wait?: ((network: Network, hash: string) => Promise<'success' | 'reverted'>) | undefined
}>({})

async function waitOnChain(network: Network, hash: string): Promise<'success' | 'reverted'> {
  const receipt = await waitForTransactionReceipt(createEvmClient(network), {
    hash: hash as `0x${string}`,
    pollingInterval: 500,
    timeout: RECEIPT_TIMEOUT,
  })
  return receipt.status
}

/**
 * Sends a transaction of the swap API (the approval, the swap) from `from` through whichever
 * wallet is connected (`callWallet`), then waits until the chain mined it; `onSent` hears the
 * hash in between (the view says "Approving…" rather than "Confirm in your wallet").
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
  onSent?: (hash: string) => void,
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
  onSent?.(hash as string)
  const status = await (store.get(swapReceiptsAtom).wait ?? waitOnChain)(network, hash as string)
  return { hash: hash as string, status }
}
