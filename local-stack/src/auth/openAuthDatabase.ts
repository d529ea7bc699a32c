import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

/** The auth service's embedded database (better-sqlite3, synchronous). */
export type AuthDatabase = Database.Database

// Secrets are kept only as SHA-256 hashes (codes, session and poll tokens): a copy of the file
// logs nobody in. Times are milliseconds since the epoch.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS email_codes (
  project_id TEXT NOT NULL,
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts_left INTEGER NOT NULL,
  PRIMARY KEY (project_id, email)
);
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  email TEXT,
  name TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (project_id, provider, subject)
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  project_id TEXT NOT NULL,
  host_origin TEXT NOT NULL,
  logged_in_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE IF NOT EXISTS wallets (
  user_id TEXT PRIMARY KEY REFERENCES users (id),
  auth_share TEXT NOT NULL,
  eip155 TEXT NOT NULL,
  solana TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS oauth_attempts (
  id TEXT PRIMARY KEY,
  poll_token_hash TEXT NOT NULL,
  browser_hash TEXT,
  project_id TEXT NOT NULL,
  host_origin TEXT NOT NULL,
  provider TEXT NOT NULL,
  state TEXT NOT NULL UNIQUE,
  nonce TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'created',
  user_id TEXT,
  message TEXT
);
`

/**
 * Opens (creating it and its folder if needed) the database where the auth service keeps email
 * codes, users, sessions, wallets' auth shares and social login attempts. `':memory:'` keeps
 * nothing past `close()`, for tests.
 */
export function openAuthDatabase(path: string): AuthDatabase {
  if (path !== ':memory:' && path !== '') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.exec(SCHEMA)
  return db
}
