import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

/** The reference API's embedded database (better-sqlite3, synchronous). */
export type ApiDatabase = Database.Database

// One schema for every store; each store owns its tables. `IF NOT EXISTS`: opening an existing
// file keeps what it holds.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS names (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  seq INTEGER NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS names_by_holder ON names (holder, seq);
CREATE TABLE IF NOT EXISTS name_nonces (
  nonce TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS onramp_quotes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  address TEXT NOT NULL,
  network TEXT NOT NULL,
  quote TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'unpaid',
  hash TEXT,
  failure TEXT,
  paid_at INTEGER,
  payer_ip TEXT
);
CREATE INDEX IF NOT EXISTS onramp_paid_by_address ON onramp_quotes (address, paid_at);
CREATE INDEX IF NOT EXISTS onramp_paid_by_ip ON onramp_quotes (payer_ip, paid_at);
CREATE TABLE IF NOT EXISTS analytics_events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL,
  event_id TEXT NOT NULL,
  event TEXT NOT NULL,
  UNIQUE (project_id, event_id)
);
`

/**
 * Opens (creating it and its folder if needed) the database where the reference API keeps what
 * it accepted: names and their nonces, on-ramp quotes and payments, analytics events. A file
 * survives a restart; `':memory:'` is for tests where persistence is not the point.
 * `synchronous = FULL`: a write the API answered for is on disk, even if the machine stops.
 */
export function openApiDatabase(path: string): ApiDatabase {
  if (path !== ':memory:' && path !== '') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.exec(SCHEMA)
  return db
}
