import {
  AirlockError,
  type CaipAddress,
  ErrorCode,
  type Network,
  parseCaipAddress,
} from '@airlock/shared-protocol'
import { explorerUrl } from '../chains/explorerUrl.ts'
import { accountsAtom, setAccount } from '../state/account.ts'
import { setChainClients } from '../state/chain.ts'
import { switchActiveNetwork } from '../state/networkSwitch.ts'
import type { Store } from '../state/Store.ts'
import type { WalletFailure } from '../wallets/walletFailure.ts'
import { toWalletFailure, WALLET_MESSAGES, walletErrorCode } from '../wallets/walletFailure.ts'
import { sessionAccounts } from './sessionAccounts.ts'
import type { WalletConnectClient, WalletConnectSession } from './WalletConnectClient.ts'

/** The session does not include the network: the wallet has to approve it in a new session. */
type NetworkNotApproved = {
  kind: 'notApproved'
  /** What the view shows, e.g. 'The connected wallet (Rainbow) did not approve Polygon.'. */
  message: string
  /** The networks the session did approve in that namespace, for the details. */
  approved: string[]
  /** The wallet's own name, from the session. */
  walletName: string
}

/** What {@link switchWalletConnectNetwork} returns. */
export type SwitchWalletConnectNetworkReturnType =
  | { kind: 'switched' }
  | WalletFailure
  | NetworkNotApproved

/**
 * Switches the network of a namespace that WalletConnect connected, within the session (the
 * SwitchNetwork and SwitchActiveChain flows and the host's `switchNetwork`, as `switchNetwork`
 * does for host-window wallets):
 *
 * - The target network must be in the session with an account; otherwise nothing changes and it
 *   returns `notApproved` (the spec has no rule for it: the view offers to disconnect and connect
 *   again, so that the wallet can approve that network).
 * - The namespace gets a network client for the chain area's own rule (`switchActiveNetwork`: the
 *   network becomes active, SWITCH_NETWORK, closing when the previous network was not listed, one
 *   view back on failure). On eip155, when the chain changes, that client sends
 *   `wallet_switchEthereumChain` to the wallet through the session (on the current chain; the
 *   provider would not forward it for a chain of the session) if the session allows the method.
 *   A refusal (4001, or WalletConnect's 5000) returns `rejected` 'Network switch declined' and
 *   leaves the state as it was.
 * - The namespace's account becomes the session's account on that network, so moving between
 *   namespaces of one multi-namespace session uses that namespace's accounts.
 */
export async function switchWalletConnectNetwork(
  store: Store,
  client: Pick<WalletConnectClient, 'session' | 'client'>,
  network: Network,
): Promise<SwitchWalletConnectNetworkReturnType> {
  const namespace = network.chainNamespace
  const session = client.session
  if (!session) return { kind: 'error', message: WALLET_MESSAGES.notConnected }
  const byNetwork = sessionAccounts(session).get(namespace)
  const [address, ...others] =
    [...(byNetwork ?? [])].find(([id]) => id === network.caipNetworkId)?.[1] ?? []
  const walletName = session.peer.metadata.name || 'WalletConnect'
  if (address === undefined) {
    return {
      kind: 'notApproved',
      message: `The connected wallet (${walletName}) did not approve ${network.name}.`,
      approved: [...(byNetwork?.keys() ?? [])],
      walletName,
    }
  }
  setChainClients(store, namespace, {
    networkClient: { switchNetwork: (target) => askWallet(store, client.client, session, target) },
  })
  try {
    await switchActiveNetwork(store, network)
  } catch (error) {
    return toWalletFailure(error, WALLET_MESSAGES.switchDeclined)
  }
  const current = store.get(accountsAtom)[namespace]
  const changed = current.address !== address
  setAccount(store, namespace, {
    address,
    caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress,
    addressExplorerUrl: explorerUrl(network, { address }),
    ...(changed
      ? {
          allAccounts: [address, ...others].map((each) => ({ address: each, type: 'eoa' })),
          balance: undefined,
          balanceSymbol: undefined,
          tokenBalance: [],
          profileName: undefined,
          profileImage: undefined,
        }
      : {}),
  })
  return { kind: 'switched' }
}

/** The network client's `switchNetwork`: tells an eip155 wallet about a chain change. */
async function askWallet(
  store: Store,
  sign: WalletConnectClient['client'],
  session: WalletConnectSession,
  target: Network,
): Promise<void> {
  if (target.chainNamespace !== 'eip155') return
  const method = 'wallet_switchEthereumChain'
  const caipAddress = store.get(accountsAtom).eip155.caipAddress
  const from = caipAddress ? parseCaipAddress(caipAddress).caipNetworkId : undefined
  if (from === undefined || from === target.caipNetworkId) return
  const allowed = Object.entries(session.namespaces).some(
    ([key, namespace]) =>
      (key === 'eip155' || key.startsWith('eip155:')) && namespace.methods?.includes(method),
  )
  if (!allowed) return
  // Sent on the chain the wallet is on, as a wallet expects it; on the target when the current
  // one is not in the session (an 'Unknown Network' the wallet moved to).
  const inSession = [...(sessionAccounts(session).get('eip155')?.keys() ?? [])].some(
    (id) => id === from,
  )
  try {
    await sign.request({
      topic: session.topic,
      chainId: inSession ? from : target.caipNetworkId,
      request: { method, params: [{ chainId: `0x${Number(target.id).toString(16)}` }] },
    })
  } catch (error) {
    // WalletConnect wallets refuse with the SDK's USER_REJECTED (5000), EIP-1193 wallets with 4001.
    if (walletErrorCode(error) === 5000) {
      throw new AirlockError(ErrorCode.USER_REJECTED, WALLET_MESSAGES.switchDeclined, {
        data: { code: 4001 },
        cause: error,
      })
    }
    throw error
  }
}
