import { AirlockError, ErrorCode, type Namespace, parseCaipAddress } from '@airlock/shared-protocol'
import { failureError } from '../app/failureError.ts'
import { findNetwork } from '../chains/findNetwork.ts'
import { accountsAtom } from '../state/account.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../state/constants.ts'
import type { Store } from '../state/Store.ts'
import { walletErrorCode } from '../wallets/walletFailure.ts'
import { switchWalletConnectNetwork } from './switchWalletConnectNetwork.ts'
import type { WalletConnectClient, WalletConnectSession } from './WalletConnectClient.ts'

/** A request of the host dapp's provider for a namespace whose connector is WalletConnect. */
export type WalletConnectRequest = { namespace: Namespace; method: string; params?: unknown }

/**
 * Sends a provider request (`modal.getProvider(namespace).request(…)`) to the WalletConnect
 * wallet: `client.request({ method, params }, chainId)` on the CAIP-2 network of the namespace's
 * connected account. On eip155, `eth_accounts`, `eth_requestAccounts` and `eth_chainId` are
 * answered from the modal's state, `wallet_switchEthereumChain` switches as the modal's own switch
 * does (`switchWalletConnectNetwork`: the wallet is asked through the session, then the account
 * moves, so the dapp hears `chainChanged`; the provider would answer it itself for a chain of the
 * session, asking no one and moving nothing), and a method the session did not approve is refused
 * with 4200 naming the wallet. The wallet's errors pass through with their message and code
 * (`data.code`), but for a decline: WalletConnect's USER_REJECTED (5000, "User rejected.") becomes
 * EIP-1193's, which the host's dapp code and the modal's views know.
 *
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND` (`data.code` 4100) when WalletConnect is not the
 * namespace's connected wallet; `WALLET_REQUEST_NOT_ALLOWED` (`data.code` 4200) for a method
 * the session did not approve on the namespace; `USER_REJECTED` (`data.code` 4001) when the visitor declined;
 * `UNKNOWN_NETWORK` (`data.code` 4902) for a chain the app or the session lacks.
 */
export async function walletConnectRequest(
  store: Store,
  client: Pick<WalletConnectClient, 'request' | 'session' | 'client'>,
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
    if (method === 'wallet_switchEthereumChain') return switchChain(store, client, request.params)
  }
  // On eip155 the provider would send a method the session did not approve to the RPC, which
  // does not know wallet methods; elsewhere it throws its own "Missing or invalid" text. Either
  // way, say which wallet lacks it instead.
  const session = client.session
  const approved = session && approvedMethods(session, namespace)
  if (session && approved && !approved.includes(method)) {
    const wallet = session.peer.metadata.name || 'The WalletConnect wallet'
    throw new AirlockError(
      ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
      `${wallet} does not support ${method.slice(0, 100)}.`,
      {
        details: `The WalletConnect session approved ${approved.join(', ') || 'no method'} on ${namespace}.`,
        data: { code: 4200 },
      },
    )
  }
  try {
    return await client.request(
      request.params === undefined ? { method } : { method, params: request.params },
      caipNetworkId,
    )
  } catch (error) {
    if (walletErrorCode(error) !== 5000) throw asAirlockError(error)
    throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.', {
      data: { code: 4001 },
      cause: error,
    })
  }
}

/**
 * The wallet's JSON-RPC error (`{ code, message }`, a plain object as the sign client rejects
 * with it) as an error that crosses the iframe with its message and code; it reached the dapp as
 * "Unknown error". Anything else is left as it is.
 */
function asAirlockError(error: unknown): unknown {
  if (error instanceof Error || error === null || typeof error !== 'object') return error
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code !== 'number' || typeof message !== 'string' || message === '') return error
  return new AirlockError(ErrorCode.INTERNAL, message, { data: { code }, cause: error })
}

/**
 * The methods a session approved on a namespace, under its key (`eip155`) and its chains' keys
 * (`eip155:1`, as some wallets approve them); undefined when it names none.
 */
function approvedMethods(
  session: WalletConnectSession,
  namespace: Namespace,
): string[] | undefined {
  const lists = Object.entries(session.namespaces)
    .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
    .flatMap(([, approved]) => (approved.methods ? [approved.methods] : []))
  return lists.length === 0 ? undefined : [...new Set(lists.flat())]
}

/** The dapp's `wallet_switchEthereumChain [{ chainId }]` on a WalletConnect session: null once switched. */
async function switchChain(
  store: Store,
  client: Pick<WalletConnectClient, 'session' | 'client'>,
  params: unknown,
): Promise<null> {
  const [target] = Array.isArray(params) ? params : []
  const chainId = (target as { chainId?: unknown } | undefined)?.chainId
  const id = typeof chainId === 'string' ? Number(chainId) : Number.NaN
  if (!Number.isSafeInteger(id)) {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      'wallet_switchEthereumChain expects [{ chainId }] with a hex chain id.',
      { data: { code: -32602 } },
    )
  }
  const { network, supported } = findNetwork(store, 'eip155', String(id))
  if (!supported) {
    throw new AirlockError(
      ErrorCode.UNKNOWN_NETWORK,
      `This app did not configure chain ${String(chainId).slice(0, 20)}.`,
      { data: { code: 4902 } },
    )
  }
  const result = await switchWalletConnectNetwork(store, client, network)
  if (result.kind === 'notApproved') {
    throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, result.message, {
      details: `The WalletConnect session approved ${result.approved.join(', ') || 'no network'} on eip155: disconnect and connect again to approve ${network.caipNetworkId}.`,
      data: { code: 4902 },
    })
  }
  if (result.kind !== 'switched') throw failureError(result)
  return null
}
