import type { WalletStorage } from './openWalletStorage.ts'

/** Parameters of {@link createSitePermissions}. */
export type CreateSitePermissionsParameters = {
  /**
   * The wallet's id, part of the storage key.
   */
  walletId: string
  /**
   * The origin of the site the permission is for (the host page).
   */
  origin: string
  /**
   * Where the permission is kept.
   */
  storage: WalletStorage
}

/** What a demo wallet remembers about one site: the accounts it granted. */
export type SitePermissions = {
  /** The accounts granted to the site, `[]` when none (or when the stored value is unreadable). */
  read: () => string[]
  /** Remembers that the site may see `accounts`. */
  grant: (accounts: readonly string[]) => void
  /** Forgets the site's permission. */
  revoke: () => void
}

/**
 * The accounts a demo wallet granted to one site (origin), kept in `storage` under
 * `airlock-demo-wallet:<walletId>:<origin>`, so that the site is still connected after a page
 * reload, as MetaMask or Phantom remember a site until it (or the person) disconnects it.
 */
export function createSitePermissions({
  walletId,
  origin,
  storage,
}: CreateSitePermissionsParameters): SitePermissions {
  const key = `airlock-demo-wallet:${walletId}:${origin}`
  return {
    read() {
      const stored = storage.getItem(key)
      if (stored === null) return []
      try {
        const parsed: unknown = JSON.parse(stored)
        if (Array.isArray(parsed) && parsed.every((each) => typeof each === 'string')) {
          return parsed
        }
      } catch {
        // Not ours, or damaged: as if nothing was granted.
      }
      return []
    },
    grant(accounts) {
      storage.setItem(key, JSON.stringify(accounts))
    },
    revoke() {
      storage.removeItem(key)
    },
  }
}
