import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { accountsAtom } from '../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom } from '../state/chain.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import type { Store } from '../state/Store.ts'
import { routeProviderRequest } from '../wallets/routeProviderRequest.ts'
import { toWalletFailure } from '../wallets/walletFailure.ts'
import { SEND_DECLINED, type WalletCall } from './callWallet.ts'
import { failureError } from './failureError.ts'
import { hostLinkAtom } from './hostLinkAtom.ts'
import type { Transfer } from './Transfer.ts'
import { walletConnectWiringAtom } from './walletConnectWiringAtom.ts'

/**
 * `callWallet`'s transactions, loaded on first use: a `send` (a transfer, `sendTransfer`) or a
 * `sendTransaction` with its `transaction` (`eth_sendTransaction`: a swap, an approval), from the
 * active account of the active network through its wallet (host window or WalletConnect).
 *
 * @returns the transaction hash (Solana: the signature).
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND` "No wallet is connected." (`what` needs a connected
 *   wallet); `HTTP_ERROR` when a transfer's network does not answer (asked before the wallet); `USER_REJECTED` {@link SEND_DECLINED} when declined; the wallet's other errors.
 */
export async function sendFromWallet(
  store: Store,
  call: Extract<WalletCall, { kind: 'send' | 'sendTransaction' }>,
  what: string,
): Promise<string> {
  const { network, address, request } = activeWallet(store, what)
  if (call.kind === 'sendTransaction') {
    return sent(() => request('eth_sendTransaction', [call.transaction]))
  }
  const transfer: Transfer = { ...call.transfer, network, from: address }
  const [{ sendTransfer }, { assertNetworkReachable }] = await Promise.all([
    import('./sendTransfer.ts'),
    import('./sendChain.ts'),
  ])
  // A dead RPC is named before the wallet is asked, not as its prompt's "HTTP request failed".
  await assertNetworkReachable(store, network)
  return sent(() => sendTransfer(transfer, { request }))
}

/** The active namespace's account and a request to its wallet (host window or WalletConnect). */
function activeWallet(store: Store, what: string) {
  const namespace = store.get(activeNamespaceAtom)
  const network = store.get(activeNetworkAtom)
  const account = namespace === undefined ? undefined : store.get(accountsAtom)[namespace]
  const connectorId =
    namespace === undefined ? undefined : store.get(activeConnectorIdsAtom)[namespace]
  if (!namespace || !network || !account?.address || connectorId === undefined) {
    throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'No wallet is connected.', {
      details: `${what} needs a connected wallet.`,
    })
  }
  const { address } = account
  const walletConnect = store.get(walletConnectWiringAtom)
  const link = store.get(hostLinkAtom)
  const request = (method: string, params: unknown): Promise<unknown> => {
    if (walletConnect?.handles(namespace)) {
      const viaSession = (wcMethod: string, wcParams: unknown) =>
        walletConnect.request({ namespace, method: wcMethod, params: wcParams })
      // WalletConnect's Solana methods have their own names and encodings (loaded with the
      // chain code, never in the first paint).
      if (namespace !== 'solana') return viaSession(method, params)
      return import('./toWalletConnectSolana.ts').then(({ toWalletConnectSolana }) =>
        toWalletConnectSolana(viaSession, { method, params }, address),
      )
    }
    if (!link) {
      throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'The host is not connected.')
    }
    return routeProviderRequest(store, link, { namespace, method, params })
  }
  return { network, address, request }
}

/** A transaction sent through the wallet: its hash, a decline as {@link SEND_DECLINED}. */
async function sent(send: () => Promise<unknown>): Promise<string> {
  try {
    const hash = await send()
    if (typeof hash !== 'string') {
      throw new AirlockError(ErrorCode.INTERNAL, 'The wallet did not return a transaction hash.')
    }
    return hash
  } catch (error) {
    const failure = toWalletFailure(error, SEND_DECLINED)
    throw failure.kind === 'error' && error instanceof AirlockError ? error : failureError(failure)
  }
}
