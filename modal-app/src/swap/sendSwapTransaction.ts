import type { Network } from '@airlock/shared-protocol'
import type { SwapTransaction } from '@airlock/shared-protocol/swapApi'
import { atom } from 'jotai/vanilla'
import { numberToHex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { callWallet } from '../app/callWallet.ts'
import { createEvmClient } from '../chains/createEvmClient.ts'
import type { Store } from '../state/Store.ts'

/** How long one wait for a sent swap or approval lasts before it says `unconfirmed` (ms). */
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

/** What became of a sent transaction: mined (succeeded or reverted), or not known yet. */
export type SwapTransactionStatus = 'success' | 'reverted' | 'unconfirmed'

/**
 * Waits until the chain mined the transaction `hash`. A wait that fails (viem's timeout, an RPC
 * error) says `unconfirmed` rather than throwing: the transaction was sent and may still be
 * mined, which a failure would hide (and invite the visitor to send it again).
 */
export async function waitForSwapTransaction(
  store: Store,
  network: Network,
  hash: string,
): Promise<SwapTransactionStatus> {
  try {
    return await (store.get(swapReceiptsAtom).wait ?? waitOnChain)(network, hash)
  } catch {
    return 'unconfirmed'
  }
}

/**
 * Sends a transaction of the swap API (the approval, the swap) from `from` through whichever
 * wallet is connected (`callWallet`), then waits until the chain mined it
 * ({@link waitForSwapTransaction}); `onSent` hears the hash in between (the view says
 * "Approving…" rather than "Confirm in your wallet").
 *
 * @returns its hash and whether it succeeded, reverted or is not known yet (`unconfirmed`).
 * @throws the wallet's errors (`USER_REJECTED` "Transaction declined"…): then nothing was sent.
 */
export async function sendSwapTransaction(
  store: Store,
  network: Network,
  from: string,
  tx: SwapTransaction,
  purpose: 'swap' | 'approve',
  onSent?: (hash: string) => void,
): Promise<{ hash: string; status: SwapTransactionStatus }> {
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
  const sent = hash as string
  onSent?.(sent)
  return { hash: sent, status: await waitForSwapTransaction(store, network, sent) }
}
