import {
  type HostConnector,
  NAMESPACES,
  type Namespace,
  type Network,
} from '@airlock/shared-protocol'
import { NAMESPACE_CONNECT_METHODS } from '@airlock/shared-protocol/namespaceWallets'
import type { Atom } from 'jotai/vanilla'
import { findNetwork } from '../chains/findNetwork.ts'
import { parseEvmChainId } from '../chains/parseEvmChainId.ts'
import { setAccount } from '../state/account.ts'
import { chainsAtom, setActiveNetwork } from '../state/chain.ts'
import { type Connector, connectorsAtom } from '../state/connectors.ts'
import type { Store } from '../state/Store.ts'
import { connectorIdKey, STORAGE_KEYS, storageAtom } from '../state/storage.ts'
import { applyWalletConnection } from './applyWalletConnection.ts'
import { attachHostClients } from './attachHostClients.ts'
import { describeHostWallet } from './describeHostWallet.ts'
import { forgetNamespace } from './forgetNamespace.ts'
import { parseWalletAccounts } from './parseWalletAccounts.ts'
import type { HostWallet, WalletDeps } from './types.ts'

/** Options of {@link reconnectStoredWallets}. */
export type ReconnectStoredWalletsOptions = {
  /**
   * How long to wait for a stored wallet that the host has not listed yet (EIP-6963 wallets
   * announce themselves late) before giving up on it.
   */
  graceMs: number
  /**
   * Where the host's wallets are listed; the connectors area's `connectorsAtom` by default. The
   * host SDK's list (`HostConnector[]`) fits too.
   */
  connectorsAtom?: Atom<readonly (HostConnector | Connector)[]> | undefined
}

/** How each namespace with a stored wallet ended up. */
export type ReconnectStoredWalletsReturnType = Partial<
  Record<Namespace, 'connected' | 'gone' | 'not-authorized' | 'failed'>
>

/**
 * On boot, reconnects the wallet stored for each namespace, silently: the stored connector must be
 * in the host's list (waiting up to `graceMs` for it to appear), then `eth_accounts` on eip155
 * (plus `eth_chainId`), `standard:connect` with `{ silent: true }` on solana, or the namespace's
 * connect method with `{ silent: true }` on polkadot, bip122 and cosmos (on the namespace's
 * current network; the host adapters ask the wallet only for a site it already allowed). With
 * accounts the namespace is connected as after a connect; otherwise (wallet gone, no longer
 * authorized, or failing) it is left cleanly disconnected and its stored connector id removed.
 * The stored active namespace is made active again when it reconnected.
 */
export async function reconnectStoredWallets(
  store: Store,
  deps: WalletDeps,
  options: ReconnectStoredWalletsOptions,
): Promise<ReconnectStoredWalletsReturnType> {
  const storage = store.get(storageAtom)
  const listAtom = options.connectorsAtom ?? connectorsAtom
  const stored = NAMESPACES.map((namespace) => ({
    namespace,
    id: storage.get<unknown>(connectorIdKey(namespace)),
  })).filter((entry): entry is { namespace: Namespace; id: string } => {
    if (typeof entry.id === 'string' && entry.id !== '') return true
    if (entry.id !== undefined) storage.remove(connectorIdKey(entry.namespace))
    return false
  })
  // Read before reconnecting: each reconnect stores its own namespace as the active one.
  const activeNamespace = storage.get<unknown>(STORAGE_KEYS.activeNamespace)
  const results: ReconnectStoredWalletsReturnType = {}
  await Promise.all(
    stored.map(async ({ namespace, id }) => {
      setAccount(store, namespace, { status: 'reconnecting' })
      const wallet = await waitForWallet(store, listAtom, namespace, id, options.graceMs)
      const outcome = wallet ? await reconnect(store, deps, namespace, wallet) : 'gone'
      results[namespace] = outcome
      if (outcome !== 'connected') forgetNamespace(store, namespace, { resetRouter: false })
    }),
  )
  const preferred = stored.find((entry) => entry.namespace === activeNamespace)
  if (preferred && results[preferred.namespace] === 'connected') {
    const network = store.get(chainsAtom)[preferred.namespace]?.networkState.caipNetwork
    if (network) setActiveNetwork(store, network)
  }
  return results
}

async function reconnect(
  store: Store,
  deps: WalletDeps,
  namespace: Namespace,
  connector: HostWallet,
): Promise<'connected' | 'not-authorized' | 'failed'> {
  const wallet = describeHostWallet(connector)
  try {
    let network: Network | undefined
    let addresses: string[]
    if (namespace === 'eip155') {
      addresses = parseWalletAccounts(
        namespace,
        await deps.bridge.walletRequest(wallet.id, 'eth_accounts'),
      )
      if (addresses.length === 0) return 'not-authorized'
      const reference = parseEvmChainId(await deps.bridge.walletRequest(wallet.id, 'eth_chainId'))
      if (reference === undefined) return 'failed'
      network = findNetwork(store, namespace, reference).network
    } else {
      const chain = store.get(chainsAtom)[namespace]
      network = chain?.networkState.caipNetwork ?? chain?.networks[0]
      if (network === undefined) return 'failed'
      const answer =
        namespace === 'solana'
          ? await deps.bridge.walletRequest(wallet.id, 'standard:connect', { silent: true })
          : await deps.bridge.walletRequest(
              wallet.id,
              NAMESPACE_CONNECT_METHODS[namespace],
              namespace === 'cosmos'
                ? { chainId: String(network.id), silent: true }
                : { silent: true },
            )
      addresses = parseWalletAccounts(namespace, answer)
      if (addresses.length === 0) return 'not-authorized'
    }
    const [first, ...rest] = addresses
    if (first === undefined || network === undefined) return 'failed'
    applyWalletConnection(store, { wallet, addresses: [first, ...rest], network })
    attachHostClients(store, deps, namespace)
    return 'connected'
  } catch {
    return 'failed'
  }
}

function findWallet(
  list: readonly (HostConnector | Connector)[],
  namespace: Namespace,
  id: string,
): HostWallet | undefined {
  return list.find((each) => each.id === id && describeHostWallet(each).namespace === namespace)
}

function waitForWallet(
  store: Store,
  listAtom: Atom<readonly (HostConnector | Connector)[]>,
  namespace: Namespace,
  id: string,
  graceMs: number,
): Promise<HostWallet | undefined> {
  const present = findWallet(store.get(listAtom), namespace, id)
  if (present || graceMs <= 0) return Promise.resolve(present)
  return new Promise((resolve) => {
    const finish = (wallet: HostWallet | undefined) => {
      clearTimeout(timer)
      unsubscribe()
      resolve(wallet)
    }
    const unsubscribe = store.sub(listAtom, () => {
      const wallet = findWallet(store.get(listAtom), namespace, id)
      if (wallet) finish(wallet)
    })
    const timer = setTimeout(() => finish(undefined), graceMs)
  })
}
