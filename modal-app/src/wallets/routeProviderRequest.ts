import { AirlockError, ErrorCode, type Namespace, parseCaipAddress } from '@airlock/shared-protocol'
import { numberToHex } from 'viem'
import { EMBEDDED_CONNECTOR_ID } from '../embedded/embeddedWallet.ts'
import { accountsAtom } from '../state/account.ts'
import { chainsAtom } from '../state/chain.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import type { Store } from '../state/Store.ts'
import type { WalletDeps } from './types.ts'
import { WALLET_MESSAGES } from './walletFailure.ts'

/** A request of the host dapp's provider (the `providerRequest` method's parameters). */
export type ProviderRequest = { namespace: Namespace; method: string; params?: unknown }

/**
 * Routes a request of the host dapp's provider (`modal.getProvider('eip155').request(…)`) to the
 * active wallet of its namespace through `walletRequest`. On eip155, `eth_accounts`,
 * `eth_requestAccounts` and `eth_chainId` are answered from the modal's state without bothering
 * the wallet; before a wallet is connected, `eth_accounts` is `[]` and `eth_chainId` the active
 * eip155 network's, as EIP-1193 providers answer them. The wallet's errors pass through
 * unchanged. The embedded (email or social login) wallet answers in the modal (`embeddedRequest`).
 *
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND` ('No wallet is connected', `data.code` 4100) when
 * the namespace has no connected host-window wallet; the wallet's errors otherwise.
 */
export async function routeProviderRequest(
  store: Store,
  deps: WalletDeps,
  request: ProviderRequest,
): Promise<unknown> {
  const { namespace, method } = request
  const connectorId = store.get(activeConnectorIdsAtom)[namespace]
  const account = store.get(accountsAtom)[namespace]
  if (connectorId === undefined || account.caipAddress === undefined) {
    // EIP-1193 providers answer these before any wallet is connected: dapps ask them on load.
    if (namespace === 'eip155' && method === 'eth_accounts') return []
    const network = store.get(chainsAtom).eip155?.networkState.caipNetwork
    if (namespace === 'eip155' && method === 'eth_chainId' && network) {
      return numberToHex(Number(network.id))
    }
    throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, WALLET_MESSAGES.notConnected, {
      details: `${method.slice(0, 100)} on ${namespace} needs a connected wallet.`,
      data: { code: 4100 },
    })
  }
  if (namespace === 'eip155') {
    const { address, reference } = parseCaipAddress(account.caipAddress)
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [address]
    if (method === 'eth_chainId') return numberToHex(Number(reference))
  }
  if (connectorId === EMBEDDED_CONNECTOR_ID) {
    // The embedded wallet lives in the modal (its frame): loaded with its first login.
    const { embeddedRequest } = await import('../embedded/embeddedRequest.ts')
    return embeddedRequest(store, request)
  }
  return request.params === undefined
    ? deps.bridge.walletRequest(connectorId, method)
    : deps.bridge.walletRequest(connectorId, method, request.params)
}
