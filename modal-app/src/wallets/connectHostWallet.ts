import { AirlockError, ErrorCode, type Network } from '@airlock/shared-protocol'
import { NAMESPACE_CONNECT_METHODS } from '@airlock/shared-protocol/namespaceWallets'
import { findNetwork } from '../chains/findNetwork.ts'
import { parseEvmChainId } from '../chains/parseEvmChainId.ts'
import { trackEvent } from '../state/analytics.ts'
import { chainsAtom, showsUnsupportedChain } from '../state/chain.ts'
import { addRecentWallet, connectionAtom } from '../state/connection.ts'
import { optionsAtom } from '../state/options.ts'
import { replaceView } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import { applyWalletConnection } from './applyWalletConnection.ts'
import { attachHostClients } from './attachHostClients.ts'
import { describeHostWallet } from './describeHostWallet.ts'
import { parseWalletAccounts } from './parseWalletAccounts.ts'
import type { HostWallet, WalletDeps } from './types.ts'
import type { WalletFailure } from './walletFailure.ts'

/** How a host wallet of each namespace but eip155 is asked for its accounts. */
const CONNECT_METHODS = {
  solana: 'standard:connect',
  ...NAMESPACE_CONNECT_METHODS,
} as const

import { toWalletFailure, WALLET_MESSAGES } from './walletFailure.ts'

/** What {@link connectHostWallet} returns. */
export type ConnectHostWalletReturnType =
  | {
      kind: 'connected'
      address: string
      caipAddress: string
      network: Network
      /** False when the wallet is on a network the project did not configure. */
      supported: boolean
    }
  | WalletFailure

/**
 * Connects a host-window wallet (the ConnectingExternal flow). EVM: `eth_requestAccounts`, then
 * `eth_chainId`; Solana: wallet-standard `standard:connect`; polkadot, bip122 and cosmos: the host
 * wallets' `polkadot:connect`, `bitcoin:connect`, `cosmos:connect { chainId }`; all but EVM on
 * the namespace's current network.
 *
 * On success it records the account, network (a configured one, or an 'Unknown Network'
 * placeholder when the wallet is elsewhere: then UnsupportedChain replaces the current view
 * unless the chain area's rule says otherwise, spec §4), connection status, active connector
 * (stored for reconnecting) and the recent wallet, and tracks CONNECT_SUCCESS with method
 * 'browser'. Another namespace's connection is kept.
 *
 * On failure it changes nothing and returns what the view shows: `rejected` (the visitor declined,
 * 'Connection declined'), `pending` (a prompt is already open, 'Open your wallet to continue') or
 * `error` with a message. It never throws.
 */
export async function connectHostWallet(
  store: Store,
  deps: WalletDeps,
  connector: HostWallet,
): Promise<ConnectHostWalletReturnType> {
  const wallet = describeHostWallet(connector)
  const { namespace } = wallet
  // Outside eip155 the wallet does not report its network: the account joins the namespace's
  // current one (cosmos wallets connect per chain id, so they are told which).
  const chain = store.get(chainsAtom)[namespace]
  const current = chain?.networkState.caipNetwork ?? chain?.networks[0]
  if (namespace !== 'eip155' && !current) {
    return { kind: 'error', message: `The project configured no ${namespace} network.` }
  }
  let addresses: string[]
  let reference: string | undefined
  try {
    if (namespace === 'eip155') {
      addresses = parseWalletAccounts(
        namespace,
        await deps.bridge.walletRequest(wallet.id, 'eth_requestAccounts'),
      )
      if (addresses.length > 0) {
        const chainId = await deps.bridge.walletRequest(wallet.id, 'eth_chainId')
        reference = parseEvmChainId(chainId)
        if (reference === undefined) {
          throw new AirlockError(ErrorCode.INTERNAL, 'The wallet reported no valid chain id.', {
            details: `eth_chainId answered ${JSON.stringify(chainId)?.slice(0, 40)}.`,
          })
        }
      }
    } else {
      const answer =
        namespace === 'cosmos'
          ? await deps.bridge.walletRequest(wallet.id, CONNECT_METHODS[namespace], {
              chainId: String(current?.id),
            })
          : await deps.bridge.walletRequest(wallet.id, CONNECT_METHODS[namespace])
      addresses = parseWalletAccounts(namespace, answer)
    }
  } catch (error) {
    return toWalletFailure(error)
  }
  const [first, ...rest] = addresses
  if (first === undefined) return { kind: 'error', message: WALLET_MESSAGES.noAccounts }

  let network: Network
  let supported: boolean
  if (reference !== undefined) {
    ;({ network, supported } = findNetwork(store, namespace, reference))
  } else if (current) {
    network = current
    supported = true
  } else {
    return { kind: 'error', message: WALLET_MESSAGES.noAccounts }
  }

  applyWalletConnection(store, { wallet, addresses: [first, ...rest], network })
  attachHostClients(store, deps, namespace)
  addRecentWallet(
    store,
    wallet.icon === undefined
      ? { id: wallet.id, name: wallet.name }
      : { id: wallet.id, name: wallet.name, imageUrl: wallet.icon },
  )
  void trackEvent(store, {
    event: 'CONNECT_SUCCESS',
    properties: { method: 'browser', name: wallet.name },
    address: first,
  })
  const options = store.get(optionsAtom)
  const showUnsupported = showsUnsupportedChain({
    supported,
    enableNetworkSwitch: options.enableNetworkSwitch,
    allowUnsupportedChain: options.allowUnsupportedChain,
    wcBasic: store.get(connectionAtom).wcBasic,
  })
  if (showUnsupported) replaceView(store, 'UnsupportedChain', { network })
  return {
    kind: 'connected',
    address: first,
    caipAddress: `${network.caipNetworkId}:${first}`,
    network,
    supported,
  }
}
