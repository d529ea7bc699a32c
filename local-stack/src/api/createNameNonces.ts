import { randomBytes } from 'node:crypto'
import type { NameNonce } from '@airlock/shared-protocol'
import type { ApiDatabase } from './openApiDatabase.ts'

/** Options of {@link createNameNonces}. */
export type CreateNameNoncesOptions = {
  /**
   * How long a nonce may be signed and sent, in milliseconds: long enough for a phone wallet's
   * prompt, short enough that a leaked signature soon stops working.
   * @default 300_000 (5 minutes)
   */
  ttlMs?: number | undefined
  /**
   * The most unused, unexpired nonces kept; past it the oldest is forgotten (its registration is
   * then refused as `NONCE_UNKNOWN`), so asking for nonces cannot fill the disk.
   * @default 10_000
   */
  max?: number | undefined
}

/** What {@link NameNonces.check} finds for a signed nonce. */
export type NameNonceState = 'fresh' | 'unknown' | 'expired' | 'used' | 'otherProject'

/** The single-use nonces name registrations sign, in the API's database. */
export type NameNonces = {
  /** Hands out a new nonce for `projectId`, valid from `now` for the store's ttl. */
  issue(projectId: string, now: number): NameNonce
  /** What `nonce` is for a registration of `projectId` at `now`; changes nothing. */
  check(nonce: string, projectId: string, now: number): NameNonceState
  /**
   * Marks `nonce` used if it is still {@link NameNonces.check} `'fresh'`, in one step; answers
   * whether this call used it (`false` when another registration used it first).
   */
  use(nonce: string, projectId: string, now: number): boolean
}

/** Used and expired nonces are kept this long after they expire, so a replay is named as one. */
const RETAIN_MS = 24 * 60 * 60 * 1000

type Row = { project_id: string; expires_at: number; used_at: number | null }

/**
 * The server nonces of name registration (see `verifyNameRegistration`): each is random, bound to
 * one project, expires after `ttlMs` and is used once. Kept in the database, so a registration
 * signed before a restart still goes through after it, and a replay after a restart is still
 * refused.
 */
export function createNameNonces(
  db: ApiDatabase,
  options: CreateNameNoncesOptions = {},
): NameNonces {
  const ttlMs = options.ttlMs ?? 5 * 60 * 1000
  const max = options.max ?? 10_000
  const insert = db.prepare(
    'INSERT INTO name_nonces (nonce, project_id, expires_at) VALUES (?, ?, ?)',
  )
  const prune = db.prepare('DELETE FROM name_nonces WHERE expires_at < ?')
  const trim = db.prepare(
    `DELETE FROM name_nonces WHERE rowid IN (
       SELECT rowid FROM name_nonces WHERE used_at IS NULL AND expires_at >= ?
       ORDER BY expires_at DESC LIMIT -1 OFFSET ?)`,
  )
  const select = db.prepare<[string], Row>(
    'SELECT project_id, expires_at, used_at FROM name_nonces WHERE nonce = ?',
  )
  const mark = db.prepare(
    'UPDATE name_nonces SET used_at = ? WHERE nonce = ? AND project_id = ? AND used_at IS NULL AND expires_at >= ?',
  )
  const issue = db.transaction((projectId: string, now: number): NameNonce => {
    prune.run(now - RETAIN_MS)
    const nonce = randomBytes(16).toString('hex')
    const expiresAt = now + ttlMs
    insert.run(nonce, projectId, expiresAt)
    trim.run(now, max)
    return { nonce, expiresAt: new Date(expiresAt).toISOString() }
  })
  return {
    issue,
    check(nonce, projectId, now) {
      const row = select.get(nonce)
      if (!row) return 'unknown'
      if (row.project_id !== projectId) return 'otherProject'
      if (row.used_at !== null) return 'used'
      if (row.expires_at < now) return 'expired'
      return 'fresh'
    },
    use(nonce, projectId, now) {
      return mark.run(now, nonce, projectId, now).changes === 1
    },
  }
}
