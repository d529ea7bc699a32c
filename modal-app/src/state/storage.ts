import type { Namespace } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import type { TenantScope } from './tenantScope.ts'

/**
 * The keys the modal stores (spec §7), namespaced under `@airlock/`.
 */
export const STORAGE_KEYS = Object.freeze({
  deepLinkChoice: '@airlock/deep_link_choice',
  activeNamespace: '@airlock/active_namespace',
  activeNetworkId: '@airlock/active_network_id',
  recentWallets: '@airlock/recent_wallets',
  socialProvider: '@airlock/social_provider',
  connectionStatus: '@airlock/connection_status',
  connectedNamespaces: '@airlock/connected_namespaces',
  preferredAccountTypes: '@airlock/preferred_account_types',
  connections: '@airlock/connections',
  /** The network of each WalletConnect account, restored with its session after a reload. */
  walletConnectNetworks: '@airlock/walletconnect_networks',
  /** The email login's mailed code (address, sent, expires), for as long as it can be used. */
  emailCode: '@airlock/email_code',
  /** The address typed in the email field and not yet sent. */
  emailDraft: '@airlock/email_draft',
  /** One key per namespace; see {@link connectorIdKey}. */
  connectorIdPrefix: '@airlock/connector_id/',
  /** Cache entries live under this prefix, e.g. `@airlock/cache/name/<address>`. */
  cachePrefix: '@airlock/cache/',
})

/**
 * The key of the stored connector id of one namespace.
 */
export function connectorIdKey(namespace: Namespace): string {
  return `${STORAGE_KEYS.connectorIdPrefix}${namespace}`
}

/** The part of the DOM `Storage` interface the wrapper needs. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** JSON values in, JSON values out; never throws. */
export type SafeStorage = {
  get<T = unknown>(key: string): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}

/** Options of {@link createSafeStorage}. */
export type CreateSafeStorageOptions = {
  /** Where failures are reported; `console.warn` by default. */
  log?: (message: string, error: unknown) => void
  /**
   * The (projectId, host origin) whose storage this is: every key is stored under
   * `scope.storageKey(key)`, so that another scope in the same browser partition never sees it.
   * The app always passes one; without it keys are stored as given (tests, memory).
   */
  scope?: TenantScope | undefined
}

/**
 * Wraps a `Storage`-like object so that a browser that blocks or partitions storage degrades to
 * memory instead of crashing: every failure (a throwing getter included) is only logged, and from
 * then on the wrapper keeps values in memory.
 */
export function createSafeStorage(
  backend: StorageLike | (() => StorageLike | undefined) | undefined,
  options: CreateSafeStorageOptions = {},
): SafeStorage {
  const log = options.log ?? ((message, error) => console.warn(message, error))
  const memory = new Map<string, string>()
  const stored = options.scope?.storageKey ?? ((key: string) => key)
  let failed = false

  function resolve(): StorageLike | undefined {
    if (failed) return undefined
    try {
      return typeof backend === 'function' ? backend() : backend
    } catch (error) {
      fail('storage is not available', error)
      return undefined
    }
  }
  function fail(what: string, error: unknown) {
    failed = true
    log(`[airlock] ${what}; keeping values in memory`, error)
  }

  return {
    get<T>(key: string): T | undefined {
      let raw: string | null | undefined = memory.get(key)
      const store = resolve()
      if (store) {
        try {
          raw = store.getItem(stored(key))
        } catch (error) {
          fail(`reading "${key}" failed`, error)
          raw = memory.get(key)
        }
      }
      if (raw === null || raw === undefined) return undefined
      try {
        return JSON.parse(raw) as T
      } catch (error) {
        log(`[airlock] "${key}" holds no JSON; ignoring it`, error)
        return undefined
      }
    },
    set(key, value) {
      const raw = JSON.stringify(value)
      memory.set(key, raw)
      const store = resolve()
      if (!store) return
      try {
        store.setItem(stored(key), raw)
      } catch (error) {
        fail(`writing "${key}" failed`, error)
      }
    },
    remove(key) {
      memory.delete(key)
      const store = resolve()
      if (!store) return
      try {
        store.removeItem(stored(key))
      } catch (error) {
        fail(`removing "${key}" failed`, error)
      }
    },
  }
}

/**
 * The storage every area uses. Memory-only by default; the app sets it at boot to
 * `createSafeStorage(() => window.localStorage, { scope })`, scoped to the (projectId, host
 * origin) pair, tests to whatever they need.
 */
export const storageAtom = atom<SafeStorage>(createSafeStorage(undefined))
