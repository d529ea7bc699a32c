import {
  AirlockError,
  ErrorCode,
  type MethodParams,
  type MethodResult,
  type Namespace,
} from '@airlock/shared-protocol'
import type {
  WalletFrameMethodSchemas,
  WalletFrameState,
} from '@airlock/shared-protocol/walletFrame'
import { atom } from 'jotai/vanilla'
import { setAccount } from '../state/account.ts'
import { trackEvent } from '../state/analytics.ts'
import { chainsAtom, setActiveNetwork } from '../state/chain.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { TIMES } from '../state/constants.ts'
import type { Store } from '../state/Store.ts'
import { connectorIdKey, STORAGE_KEYS, storageAtom } from '../state/storage.ts'
import { socialLabel } from '../ui/format.ts'
import { applyWalletConnection } from '../wallets/applyWalletConnection.ts'
import { EMBEDDED_CONNECTOR_ID, embeddedConfigAtom } from './embeddedWallet.ts'
import { mountWalletFrame, type WalletFrameClient } from './walletFrameClient.ts'

type Method = keyof WalletFrameMethodSchemas & string

/** The frame being mounted or mounted; undefined before the first login (or after a failed load). */
const frameAtom = atom<Promise<WalletFrameClient> | undefined>(undefined)

/** Where the wallet frame stands, as it last said (`status`, a login, a setup). */
export const embeddedStateAtom = atom<WalletFrameState | undefined>(undefined)

/** Injectable for tests: how the frame is mounted (`mountWalletFrame` in the app). */
export const mountFrameAtom = atom<{ mount: typeof mountWalletFrame }>({ mount: mountWalletFrame })

/**
 * The wallet frame, mounted on first use (hidden iframe, 20 s to load). A frame that failed to
 * load is mounted afresh on the next call.
 *
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND` when the project has no embedded wallet;
 * `IFRAME_LOAD_FAILED` when the frame did not load in time.
 */
export function ensureWalletFrame(store: Store): Promise<WalletFrameClient> {
  const existing = store.get(frameAtom)
  if (existing) return existing
  const config = store.get(embeddedConfigAtom)
  if (!config) {
    return Promise.reject(
      new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'This project has no embedded wallet.'),
    )
  }
  const starting = store.get(mountFrameAtom).mount(config)
  store.set(frameAtom, starting)
  starting.catch(() => {
    if (store.get(frameAtom) === starting) store.set(frameAtom, undefined)
  })
  return starting
}

/** Calls a method of the wallet frame, mounting it first if needed. */
export async function callFrame<K extends Method>(
  store: Store,
  method: K,
  params: MethodParams<WalletFrameMethodSchemas, K>,
): Promise<MethodResult<WalletFrameMethodSchemas, K>> {
  const frame = await ensureWalletFrame(store)
  return frame.call(method, params)
}

/**
 * Records where the frame stands. When it can sign (`ready`), the embedded wallet becomes the
 * connected wallet of eip155 and solana (those the app configured, and of `only` when given),
 * like any connector: account, network, connection status, stored connector id. `via` says a
 * login just happened: the social provider is stored and CONNECT_SUCCESS tracked.
 */
export function applyFrameState(
  store: Store,
  state: WalletFrameState,
  via?: { login: 'email' | 'social' } | undefined,
  only: readonly Namespace[] = ['eip155', 'solana'],
): void {
  store.set(embeddedStateAtom, state)
  if (state.phase !== 'ready' || !state.addresses || !state.user) return
  const { user, addresses } = state
  const name = user.provider === 'email' ? 'Email wallet' : `${socialLabel(user.provider)} wallet`
  const chains = store.get(chainsAtom)
  const active = store.get(storageAtom).get<unknown>(STORAGE_KEYS.activeNamespace)
  // The namespace that was active (else eip155) is applied last, so that it stays active.
  const order: Namespace[] = active === 'solana' ? ['eip155', 'solana'] : ['solana', 'eip155']
  for (const namespace of order) {
    if (!only.includes(namespace)) continue
    const chain = chains[namespace]
    const network = chain?.networkState.caipNetwork ?? chain?.networks[0]
    const address = namespace === 'eip155' ? addresses.eip155 : addresses.solana
    if (!network) continue
    applyWalletConnection(store, {
      wallet: { id: EMBEDDED_CONNECTOR_ID, name, namespace, icon: undefined },
      addresses: [address],
      network,
    })
    setAccount(store, namespace, {
      user: user.email === undefined ? {} : { email: user.email },
      socialProvider: user.provider === 'email' ? undefined : user.provider,
    })
  }
  if (via === undefined) return
  if (via.login === 'social') {
    store.get(storageAtom).set(STORAGE_KEYS.socialProvider, user.provider)
  }
  void trackEvent(store, {
    event: 'CONNECT_SUCCESS',
    properties: { method: via.login, name },
    address: addresses.eip155,
  })
}

/**
 * Restores the session of the last visit (reload): asks the frame where it stands and connects
 * when it can sign. When the frame cannot be reached the stored connector ids stay (or are put
 * back), so that the next visit tries again: nothing is lost. When the frame answers that it
 * cannot sign, the stored ids are forgotten.
 */
export async function restoreEmbeddedSession(
  store: Store,
  namespaces: readonly Namespace[],
): Promise<void> {
  const storage = store.get(storageAtom)
  for (const namespace of namespaces) setAccount(store, namespace, { status: 'reconnecting' })
  let answered = false
  try {
    // Only the namespaces of the last visit: one the visitor or the host disconnected stays so.
    applyFrameState(store, await callFrame(store, 'status', {}), undefined, namespaces)
    answered = true
  } catch (error) {
    for (const namespace of namespaces)
      storage.set(connectorIdKey(namespace), EMBEDDED_CONNECTOR_ID)
    console.warn('Airlock: the embedded wallet could not be restored.', error)
  }
  for (const namespace of namespaces) {
    if (store.get(activeConnectorIdsAtom)[namespace] !== EMBEDDED_CONNECTOR_ID) {
      setAccount(store, namespace, { status: 'disconnected' })
      // Only our own id: a wallet connected meanwhile keeps its stored id.
      const key = connectorIdKey(namespace)
      if (answered && storage.get<unknown>(key) === EMBEDDED_CONNECTOR_ID) storage.remove(key)
    }
  }
  const network = store.get(chainsAtom)[namespaces[0] ?? 'eip155']?.networkState.caipNetwork
  if (
    network &&
    store.get(activeConnectorIdsAtom)[network.chainNamespace] === EMBEDDED_CONNECTOR_ID
  )
    setActiveNetwork(store, network)
}

/**
 * Ends the embedded session once no namespace uses the embedded wallet any more (Disconnect, the
 * host's `disconnect()`): the frame revokes it at the auth service. Waits at most 3 s (spec §9);
 * the modal has forgotten the account already, whatever the frame answers.
 */
export async function logoutEmbedded(store: Store): Promise<void> {
  const ids = store.get(activeConnectorIdsAtom)
  if (Object.values(ids).includes(EMBEDDED_CONNECTOR_ID)) return
  const frame = store.get(frameAtom)
  store.set(embeddedStateAtom, undefined)
  if (!frame) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, TIMES.embeddedDisconnectWait)
  })
  try {
    await Promise.race([frame.then((client) => client.call('logout', {})), wait])
  } catch (error) {
    console.warn('Airlock: the embedded wallet did not log out.', error)
  } finally {
    clearTimeout(timer)
  }
}
