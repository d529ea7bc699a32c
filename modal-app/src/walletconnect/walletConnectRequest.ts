import { AirlockError, ErrorCode, type Namespace, parseCaipAddress } from '@airlock/shared-protocol'
import { accountsAtom } from '../state/account.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../state/constants.ts'
import type { Store } from '../state/Store.ts'
import { walletErrorCode } from '../wallets/walletFailure.ts'
import type { WalletConnectClient } from './WalletConnectClient.ts'

/** A request of the host dapp's provider for a namespace whose connector is WalletConnect. */
export type WalletConnectRequest = { namespace: Namespace; method: string; params?: unknown }

/**
 * Sends a provider request (`modal.getProvider(namespace).request(…)`) to the WalletConnect
 * wallet: `client.request({ method, params }, chainId)` on the CAIP-2 network of the namespace's
 * connected account. On eip155, `eth_accounts`, `eth_requestAccounts` and `eth_chainId` are
 * answered from the modal's state, and a method the session did not approve is refused with 4200
 * naming the wallet. The wallet's errors pass through unchanged, but for a decline:
 * WalletConnect's USER_REJECTED (5000, "User rejected.") becomes EIP-1193's, which the host's dapp
 * code and the modal's views know.
 *
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND` (`data.code` 4100) when WalletConnect is not the
 * namespace's connected wallet; `WALLET_REQUEST_NOT_ALLOWED` (`data.code` 4200) for an eip155
 * method the session did not approve; `USER_REJECTED` (`data.code` 4001) when the visitor declined.
 */
export async function walletConnectRequest(
  store: Store,
  client: Pick<WalletConnectClient, 'request' | 'session'>,
  request: WalletConnectRequest,
): Promise<unknown> {
  const { namespace, method } = request
  const account = store.get(accountsAtom)[namespace]
  if (
    store.get(activeConnectorIdsAtom)[namespace] !== WALLETCONNECT_CONNECTOR_ID ||
    account.caipAddress === undefined
  ) {
    throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'No wallet is connected.', {
      details: `${method.slice(0, 100)} on ${namespace} needs a connected WalletConnect wallet.`,
      data: { code: 4100 },
    })
  }
  const { address, reference, caipNetworkId } = parseCaipAddress(account.caipAddress)
  if (namespace === 'eip155') {
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [address]
    if (method === 'eth_chainId') return `0x${Number(reference).toString(16)}`
    // The provider would send a method the session did not approve to the RPC, which does not
    // know wallet methods: say which wallet lacks it instead.
    const session = client.session
    const approved = session?.namespaces[namespace]?.methods
    if (session && approved && !approved.includes(method)) {
      const wallet = session.peer.metadata.name || 'The WalletConnect wallet'
      throw new AirlockError(
        ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
        `${wallet} does not support ${method.slice(0, 100)}.`,
        {
          details: `The WalletConnect session approved ${approved.join(', ') || 'no method'} on eip155.`,
          data: { code: 4200 },
        },
      )
    }
  }
  try {
    return await client.request(
      request.params === undefined ? { method } : { method, params: request.params },
      caipNetworkId,
    )
  } catch (error) {
    if (walletErrorCode(error) !== 5000) throw error
    throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.', {
      data: { code: 4001 },
      cause: error,
    })
  }
}
