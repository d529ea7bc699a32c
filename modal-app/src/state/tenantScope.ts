import { AirlockError, ErrorCode } from '@airlock/shared-protocol'

/**
 * Whose state the modal keeps: one project on one verified host origin. Browsers partition the
 * modal origin's storage by top-level site only, so every project and host framed under one site
 * shares it; every name the modal stores under is derived from this scope (see
 * {@link createTenantScope}), and two scopes never read or write each other's entries.
 */
export type TenantScope = {
  readonly projectId: string
  /** The host origin boot verified (never what the host page claims). */
  readonly hostOrigin: string
  /** `<projectId>|<host origin, URI-encoded>`: one scope, one id, and no two scopes alike. */
  readonly id: string
  /** The `localStorage` key of one of the modal's keys (`STORAGE_KEYS`) in this scope. */
  storageKey(key: string): string
  /** The IndexedDB database of this scope's WalletConnect client (keys, sessions). */
  readonly walletConnectDatabase: string
  /** The WalletConnect SDK's `customStoragePrefix` in this scope (its key names, global core). */
  readonly walletConnectPrefix: string
}

/** Every `localStorage` key of the scoped layout starts with this. */
export const SCOPED_STORAGE_ROOT = 'airlock-scoped/'

const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The scope of the (projectId, verified host origin) pair, made once at boot. The id encodes both
 * parts with `encodeURIComponent`, which never leaves a `|`, so it is injective (a hash would be
 * async in the browser, or could collide) and safe in keys and database names.
 *
 * @throws {AirlockError} `INTERNAL` for a malformed project id or a host origin that is not a bare
 *   http(s) origin (boot only ever passes checked values; anything else is a bug).
 */
export function createTenantScope(projectId: string, hostOrigin: string): TenantScope {
  if (!PROJECT_ID.test(projectId)) {
    throw new AirlockError(
      ErrorCode.INTERNAL,
      `Cannot scope storage to project id ${JSON.stringify(projectId.slice(0, 80))}: expected 1 to 64 letters, digits, "-" or "_".`,
    )
  }
  if (!isBareHttpOrigin(hostOrigin)) {
    throw new AirlockError(
      ErrorCode.INTERNAL,
      `Cannot scope storage to host origin ${JSON.stringify(hostOrigin.slice(0, 200))}: expected an http(s) origin such as https://shop.example.`,
    )
  }
  const id = `${encodeURIComponent(projectId)}|${encodeURIComponent(hostOrigin)}`
  return Object.freeze({
    projectId,
    hostOrigin,
    id,
    storageKey: (key: string) => `${SCOPED_STORAGE_ROOT}${id}/${key}`,
    walletConnectDatabase: `airlock-walletconnect/${id}`,
    walletConnectPrefix: `airlock/${id}`,
  })
}

function isBareHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
  } catch {
    return false
  }
}
