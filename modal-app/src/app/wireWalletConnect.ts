import { NAMESPACES, type Namespace } from '@airlock/shared-protocol'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../state/constants.ts'
import type { Store } from '../state/Store.ts'
import { connectorIdKey, storageAtom } from '../state/storage.ts'
import type { TenantScope } from '../state/tenantScope.ts'
import { createIndexedDbStorage } from '../walletconnect/createIndexedDbStorage.ts'
import { createMemoryStorage } from '../walletconnect/createMemoryStorage.ts'
import type { CreateWalletConnectClientOptions } from '../walletconnect/createWalletConnectClient.ts'
import {
  ensureWalletConnectClient,
  walletConnectClientAtom,
} from '../walletconnect/ensureWalletConnectClient.ts'
import { forgetWalletConnectNamespaces } from '../walletconnect/forgetWalletConnectNamespaces.ts'
import { preloadWalletConnect } from '../walletconnect/preloadWalletConnect.ts'
import type { WalletConnectClient } from '../walletconnect/WalletConnectClient.ts'
import type { WalletConnectRequest } from '../walletconnect/walletConnectRequest.ts'
import { walletConnectWiringAtom } from './walletConnectWiringAtom.ts'
import { warmWalletConnect } from './warmWalletConnect.ts'

/** What {@link wireWalletConnect} puts in {@link walletConnectWiringAtom}. */
export type WalletConnectWiring = {
  /** The store's client, created (SDK loaded) on first call; a failed start is retried next time. */
  client(): Promise<WalletConnectClient>
  /** Whether WalletConnect is the connected wallet of this namespace. */
  handles(namespace: Namespace): boolean
  /** A provider request of the host dapp, sent to the WalletConnect wallet. */
  request(request: WalletConnectRequest): Promise<unknown>
  /**
   * Ends the WalletConnect session (the wallet is told, best effort) and resets every namespace
   * it connected. Nothing happens when no client was ever started.
   */
  disconnect(): Promise<void>
}

/** Options of {@link wireWalletConnect}. */
export type WireWalletConnectOptions = Omit<
  CreateWalletConnectClientOptions,
  'projectId' | 'host' | 'storagePrefix'
> & {
  /**
   * The (projectId, verified host origin) pair boot scoped this modal to: the client's project
   * and host, its IndexedDB database and its key prefix all come from it.
   */
  scope: TenantScope
  /** The dapp's name the wallet shows, if the host or the project gave one, e.g. 'Airlock demo'. */
  hostName?: string | undefined
  /**
   * Loads the SDK's chunk when the visitor points at, focuses or touches a row that leads to a
   * pairing (default true; see `preloadWalletConnect`). Off in tests that must not load it.
   */
  preload?: boolean | undefined
  /** Injectable for tests; `createWalletConnectClient` by default. */
  create?: Parameters<typeof ensureWalletConnectClient>[2] | undefined
}

/**
 * Makes WalletConnect part of the app, once the host answered `ready()`: stores the wiring the
 * WalletConnect views and the method handlers use ({@link walletConnectWiringAtom}), readies the
 * pairing view at the first open and the SDK on the visitor's intent, and restores a session from
 * the last visit. When the last WalletConnect
 * namespace is forgotten in the modal (Account's Disconnect), the session is ended too. Where the
 * browser blocks the modal origin's storage in the frame, the SDK keeps its keys in memory (a
 * session then lasts as long as the modal page). A namespace stored with the
 * WalletConnect connector is taken out of the host-wallet reconnect (which would find no such
 * host wallet and forget it) and the client is started at once: its restored session, if the
 * wallet still has it, connects those namespaces again. The namespaces stay stored while the
 * client starts (a reload meanwhile restores them again) and are forgotten only when the started
 * client's session does not have them.
 *
 * Call it before `reconnectStoredWallets`.
 */
export function wireWalletConnect(
  store: Store,
  options: WireWalletConnectOptions,
): WalletConnectWiring {
  const { preload = true, create, scope, hostName, ...given } = options
  // Where the browser blocks the modal origin's storage in a third-party frame, IndexedDB throws:
  // keep the SDK's keys in memory instead.
  const browserStorage = canUseBrowserStorage()
  const clientOptions: CreateWalletConnectClientOptions = {
    ...given,
    projectId: scope.projectId,
    host: { origin: scope.hostOrigin, name: hostName },
    storagePrefix: scope.walletConnectPrefix,
    storage:
      given.storage ??
      (browserStorage
        ? createIndexedDbStorage(globalThis.indexedDB, scope.walletConnectDatabase)
        : createMemoryStorage()),
  }
  // The SDK also reads `window.localStorage` itself, which throws there.
  if (!browserStorage) hideBlockedLocalStorage()
  const client = () =>
    create
      ? ensureWalletConnectClient(store, clientOptions, create)
      : ensureWalletConnectClient(store, clientOptions)
  const handles = (namespace: Namespace) =>
    store.get(activeConnectorIdsAtom)[namespace] === WALLETCONNECT_CONNECTOR_ID
  const wiring: WalletConnectWiring = {
    client,
    handles,
    // Loaded with the first request: there is none before a client has a session.
    request: async (request) => {
      const [started, { walletConnectRequest }] = await Promise.all([
        client(),
        import('../walletconnect/walletConnectRequest.ts'),
      ])
      return walletConnectRequest(store, started, request)
    },
    disconnect: async () => {
      const starting = store.get(walletConnectClientAtom)
      const started = starting ? await starting.catch(() => undefined) : undefined
      forgetWalletConnectNamespaces(store)
      if (started?.session) await started.disconnect().catch(() => undefined)
    },
  }
  store.set(walletConnectWiringAtom, wiring)

  // A view that forgets the wallet (Account's Disconnect) also ends the session, so that the
  // wallet lets go too.
  let connected = NAMESPACES.some(handles)
  store.sub(activeConnectorIdsAtom, () => {
    const now = NAMESPACES.some(handles)
    if (connected && !now) {
      void store
        .get(walletConnectClientAtom)
        ?.then((started) => (started.session ? started.disconnect() : undefined))
        .catch(() => undefined)
    }
    connected = now
  })

  const storage = store.get(storageAtom)
  const restoring = NAMESPACES.filter(
    (namespace) => storage.get<unknown>(connectorIdKey(namespace)) === WALLETCONNECT_CONNECTOR_ID,
  )
  if (restoring.length > 0) {
    for (const namespace of restoring) storage.remove(connectorIdKey(namespace))
    // Stored again once the host-wallet reconnect (called right after) has read the ids: a reload
    // while the SDK starts must find the session still stored, or it is lost for good.
    queueMicrotask(() => {
      for (const namespace of restoring) {
        storage.set(connectorIdKey(namespace), WALLETCONNECT_CONNECTOR_ID)
      }
    })
    client().then(
      // Forgotten only once the client answered without that namespace in its session; a
      // wallet connected meanwhile keeps its own stored id.
      () => {
        for (const namespace of restoring) {
          const key = connectorIdKey(namespace)
          if (!handles(namespace) && storage.get<unknown>(key) === WALLETCONNECT_CONNECTOR_ID) {
            storage.remove(key)
          }
        }
      },
      // Kept for the next visit; a failed start is reported when the visitor picks WalletConnect.
      () => undefined,
    )
  }
  // The pairing view's chunk at the first open's idle time; the SDK (142 KB gzip, 0.9 MB of heap
  // once loaded) only on intent, and its client at the click, where the view shows its own URI
  // meanwhile. So nothing connects to the SDK's default relay (a third party) before the click.
  warmWalletConnect(store)
  if (preload) preloadWalletConnect()
  return wiring
}

/** Whether the SDK's default storage (localStorage, IndexedDB) can be used in this frame. */
function canUseBrowserStorage(): boolean {
  try {
    const storage = globalThis.localStorage
    storage?.getItem('@airlock/probe')
    return storage !== undefined && globalThis.indexedDB !== undefined
  } catch {
    return false
  }
}

/**
 * Replaces a `localStorage` whose getter throws (storage blocked in a third-party frame) by one
 * in memory on this window: the SDK reads it directly (its storage polyfill as the chunk loads,
 * the deep-link choice before each request) and would otherwise fail or log errors.
 */
function hideBlockedLocalStorage(): void {
  try {
    void globalThis.localStorage
  } catch {
    const entries = new Map<string, string>()
    const memory = {
      get length() {
        return entries.size
      },
      key: (index: number) => [...entries.keys()][index] ?? null,
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, String(value)),
      removeItem: (key: string) => void entries.delete(key),
      clear: () => entries.clear(),
    }
    try {
      Object.defineProperty(globalThis, 'localStorage', { value: memory, configurable: true })
    } catch {
      // Not configurable here: the SDK start then fails and the view says so.
    }
  }
}
