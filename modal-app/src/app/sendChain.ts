import { AirlockError, ErrorCode, type Network } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import type { RecipientKind } from '../chains/readRecipientKind.ts'
import type { Store } from '../state/Store.ts'
import type { NetworkFee } from './estimateNetworkFee.ts'
import { refreshBalances } from './refreshBalances.ts'
import type { Transfer } from './Transfer.ts'

/** How a send reads its network before and after the wallet signs. */
export type SendChainDeps = {
  /** Throws when the network's RPC does not answer; a chain read by default. */
  probe?: ((network: Network) => Promise<void>) | undefined
  /** Resolves once the transaction is confirmed (throws when it failed or was never seen). */
  confirm?: ((network: Network, id: string) => Promise<void>) | undefined
  /** The network fee Send's review shows; `estimateNetworkFee` (the network's RPC) by default. */
  estimateFee?: ((transfer: Transfer) => Promise<NetworkFee>) | undefined
  /** Whether Send's recipient is an account or a contract; `readRecipientKind` by default. */
  readRecipient?: ((network: Network, address: string) => Promise<RecipientKind>) | undefined
}

/** The sends' chain reads: `{}` (the network's RPC) in the app; a test puts fakes here. */
export const sendChainDepsAtom = atom<SendChainDeps>({})

/** How long a send's confirmation is waited for before the balances are left as they are. */
const CONFIRM_TIMEOUT_MS = 120_000

async function probeRpc(network: Network): Promise<void> {
  const url = network.rpcUrls.default.http[0]
  if (network.chainNamespace === 'solana' && url) {
    const { createSolanaRpc } = await import('@solana/kit')
    await createSolanaRpc(url).getLatestBlockhash().send()
    return
  }
  const [{ getBlockNumber }, { createEvmClient }] = await Promise.all([
    import('viem/actions'),
    import('../chains/createEvmClient.ts'),
  ])
  await getBlockNumber(createEvmClient(network), { cacheTime: 0 })
}

async function confirmOnChain(network: Network, id: string): Promise<void> {
  const url = network.rpcUrls.default.http[0]
  if (network.chainNamespace === 'solana' && url) {
    const { createSolanaRpc, signature } = await import('@solana/kit')
    const rpc = createSolanaRpc(url)
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS
    while (Date.now() < deadline) {
      const { value } = await rpc.getSignatureStatuses([signature(id)]).send()
      const status = value[0]
      if (status?.err) throw new Error(`Transaction ${id} failed on ${network.name}.`)
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
        return
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    throw new Error(`Transaction ${id} was not confirmed on ${network.name} in time.`)
  }
  const [{ waitForTransactionReceipt }, { createEvmClient }] = await Promise.all([
    import('viem/actions'),
    import('../chains/createEvmClient.ts'),
  ])
  await waitForTransactionReceipt(createEvmClient(network), {
    hash: id as `0x${string}`,
    timeout: CONFIRM_TIMEOUT_MS,
  })
}

/**
 * Checks that the network answers before the wallet is asked to sign: a dead RPC is named here,
 * instead of failing inside the wallet's prompt as "HTTP request failed".
 *
 * @throws {AirlockError} `HTTP_ERROR` "<network> is not reachable right now…" when its RPC does
 * not answer.
 */
export async function assertNetworkReachable(store: Store, network: Network): Promise<void> {
  try {
    await (store.get(sendChainDepsAtom).probe ?? probeRpc)(network)
  } catch (error) {
    throw new AirlockError(
      ErrorCode.HTTP_ERROR,
      `${network.name} is not reachable right now: its RPC did not answer. Nothing was sent; try again in a moment.`,
      { cause: error },
    )
  }
}

/**
 * Reloads the balances (native and tokens) once the account's transaction is confirmed: read
 * before, they would still show the old amounts, cached for 30 s. Never throws; a transaction
 * that fails or is not seen in time leaves the balances to their next load.
 *
 * @returns whether the transaction was confirmed (Send's receipt says so).
 */
export async function refreshWhenConfirmed(
  store: Store,
  network: Network,
  id: string,
): Promise<boolean> {
  try {
    await (store.get(sendChainDepsAtom).confirm ?? confirmOnChain)(network, id)
  } catch (error) {
    console.warn(`Airlock: ${id} on ${network.caipNetworkId} was not confirmed.`, error)
    return false
  }
  await refreshBalances(store, network.chainNamespace)
  return true
}
