import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import Database from 'better-sqlite3'
import { RelayRpcError, RPC_ERROR } from './RelayRpcError.ts'

/** One message held by the {@link Mailbox}. */
export type MailboxMessage = {
  /** Arrival order, unique for the life of the database file (survives restarts). */
  id: number
  topic: string
  /** The published message, as the client sent it (base64 or base64url). */
  message: string
  tag: number
  /** When the relay received it, in milliseconds since the epoch. */
  publishedAt: number
  /** After this instant (milliseconds) the message is gone. */
  expiresAt: number
  /** sha256 of the message text, hex: the same value the clients use as the message id. */
  hash: string
  /** Which client published it (its identity), so that it is never sent back there. */
  publisher: string
  /** The IP address (IPv6: its /64) it was published from. */
  ip: string
  /** What it counts against the mailbox budgets: message + topic + the entry overhead. */
  bytes: number
}

/** Bounds, storage and clock of a {@link Mailbox}. */
export type MailboxOptions = {
  /**
   * SQLite database file; its folder is created. Without it (or `':memory:'`) the mail lives in
   * memory and is gone when the mailbox closes.
   */
  path?: string | undefined
  /** Messages kept per topic; the oldest of the topic's largest publisher goes first. */
  maxMessagesPerTopic: number
  /** Bytes kept over all topics; the oldest message of the largest holder goes first. */
  maxTotalBytes: number
  /** Bytes one publisher may hold; beyond it a publish is refused. */
  maxBytesPerPublisher: number
  /** Bytes the publishers of one IP may hold together; beyond it a publish is refused. */
  maxBytesPerIp: number
  /** What an entry costs beyond its message and topic bytes. */
  entryOverheadBytes: number
  /** Longer ttls are cut to this. */
  maxTtlSeconds: number
  /** The clock, in milliseconds (tests inject their own). */
  now: () => number
}

/** What {@link Mailbox.add} needs. */
export type MailboxInput = {
  topic: string
  message: string
  tag: number
  ttlSeconds: number
  publisher: string
  ip: string
}

/** Bumped when the table changes shape; a file of a newer version is refused, not rewritten. */
const SCHEMA_VERSION = 1

type Row = {
  id: number
  topic: string
  message: string
  tag: number
  published_at: number
  expires_at: number
  hash: Buffer
  publisher: string
  ip: string
  size: number
}

type Removed = { publisher: string; ip: string; size: number }

/** Bytes held by one IP, and by each of its publishers. */
type IpHolding = { bytes: number; publishers: Map<string, number> }

/**
 * The relay's store-and-forward memory: every published message waits here until its ttl ends, so
 * that a client subscribing later (the wallet after the proposal, the dapp after the settlement)
 * still receives it, across relay restarts when it has a database file. Each publisher and each IP
 * has a byte quota, and when the whole mailbox is full the largest holder loses its oldest
 * message first, so a flood never evicts someone else's pairing message.
 */
export class Mailbox {
  readonly #options: MailboxOptions
  readonly #db: Database.Database
  readonly #statements: ReturnType<typeof prepare>
  /** Bytes held per publisher, over all its IPs. */
  readonly #byPublisher = new Map<string, number>()
  readonly #byIp = new Map<string, IpHolding>()
  #count = 0
  #bytes = 0
  /** One transaction per add: a single WAL commit instead of one per statement. */
  readonly #addInTransaction: (input: MailboxInput) => MailboxMessage | undefined

  constructor(options: MailboxOptions) {
    this.#options = options
    this.#db = open(options.path)
    this.#statements = prepare(this.#db)
    this.#addInTransaction = this.#db.transaction((input: MailboxInput) => this.#add(input))
    for (const row of this.#statements.holdings.all() as (Removed & { count: number })[]) {
      this.#account(row.publisher, row.ip, row.size + row.count * options.entryOverheadBytes)
      this.#count += row.count
    }
    this.prune()
    this.#evictToFit()
  }

  /** Number of messages held. */
  get size(): number {
    return this.#count
  }

  /** Bytes held, entry overhead included. */
  get bytes(): number {
    return this.#bytes
  }

  /** Number of topics with at least one message. */
  get topicCount(): number {
    return (this.#statements.topicCount.get() as { n: number }).n
  }

  /** Publishers and IPs with at least one message (the size of the quota ledgers). */
  get holderCount(): number {
    return this.#byPublisher.size + this.#byIp.size
  }

  /** What a message on a topic counts against the budgets. */
  entryBytes(topic: string, message: string): number {
    return Buffer.byteLength(message) + Buffer.byteLength(topic) + this.#options.entryOverheadBytes
  }

  /** Bytes a publisher holds. */
  bytesOf(publisher: string): number {
    return this.#byPublisher.get(publisher) ?? 0
  }

  /**
   * Throws `RPC_ERROR.QUOTA_EXCEEDED` when `bytes` more would put the publisher or its IP over
   * its quota; nothing of anyone else is evicted to make room.
   */
  assertQuota(publisher: string, ip: string, bytes: number): void {
    const { maxBytesPerPublisher, maxBytesPerIp } = this.#options
    const byPublisher = this.bytesOf(publisher)
    if (byPublisher + bytes > maxBytesPerPublisher) {
      throw new RelayRpcError(
        RPC_ERROR.QUOTA_EXCEEDED,
        `Mailbox quota exceeded: this client holds ${byPublisher} bytes, this publish adds ${bytes}, at most ${maxBytesPerPublisher} per client`,
      )
    }
    const byIp = this.#byIp.get(ip)?.bytes ?? 0
    if (byIp + bytes > maxBytesPerIp) {
      throw new RelayRpcError(
        RPC_ERROR.QUOTA_EXCEEDED,
        `Mailbox quota exceeded: clients of this IP address hold ${byIp} bytes, this publish adds ${bytes}, at most ${maxBytesPerIp} per IP address`,
      )
    }
  }

  /**
   * Stores a message and evicts beyond the per-topic and total bounds. A message already held on
   * the topic (same text) is not stored twice. Returns the stored entry, or `undefined` when the
   * ttl is not positive or the message is larger than the whole mailbox (nothing to keep). Throws
   * `RPC_ERROR.QUOTA_EXCEEDED` when the publisher or its IP would go over its quota.
   */
  add(input: MailboxInput): MailboxMessage | undefined {
    return this.#addInTransaction(input)
  }

  #add(input: MailboxInput): MailboxMessage | undefined {
    const hash = createHash('sha256').update(input.message).digest()
    const held = this.#statements.byHash.get(input.topic, hash) as Row | undefined
    if (held) return this.#entry(held)
    const ttl = Math.min(input.ttlSeconds, this.#options.maxTtlSeconds)
    if (!(ttl > 0)) return undefined
    const bytes = this.entryBytes(input.topic, input.message)
    if (bytes > this.#options.maxTotalBytes) return undefined
    this.assertQuota(input.publisher, input.ip, bytes)
    const now = this.#options.now()
    const size = bytes - this.#options.entryOverheadBytes
    const row = this.#statements.insert.get({
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      published_at: now,
      expires_at: now + ttl * 1000,
      hash,
      publisher: input.publisher,
      ip: input.ip,
      size,
    }) as Row
    this.#account(input.publisher, input.ip, bytes)
    this.#count++
    this.#evictFromTopic(input.topic)
    this.#evictToFit()
    return this.#statements.byId.get(row.id) ? this.#entry(row) : undefined
  }

  /** The live messages of a topic, oldest first. Expired ones are dropped on the way. */
  list(topic: string): MailboxMessage[] {
    const now = this.#options.now()
    for (const row of this.#statements.expireTopic.all(topic, now) as Removed[]) this.#forget(row)
    return (this.#statements.listTopic.all(topic) as Row[]).map((row) => this.#entry(row))
  }

  /** Drops every expired message; returns how many went. */
  prune(): number {
    if (!this.#db.open) return 0
    const rows = this.#statements.expireAll.all(this.#options.now()) as Removed[]
    for (const row of rows) this.#forget(row)
    return rows.length
  }

  /** Forgets everything, on disk too. */
  clear(): void {
    this.#db.exec('DELETE FROM relay_messages')
    this.#byPublisher.clear()
    this.#byIp.clear()
    this.#count = 0
    this.#bytes = 0
  }

  /** Closes the database; what it holds stays on disk for the next start. */
  close(): void {
    if (this.#db.open) this.#db.close()
  }

  /** Keeps at most maxMessagesPerTopic: the publisher with most messages there loses its oldest. */
  #evictFromTopic(topic: string): void {
    const max = this.#options.maxMessagesPerTopic
    let count = (this.#statements.countTopic.get(topic) as { n: number }).n
    for (; count > max; count--) {
      const victim = this.#statements.topicVictim.get({ topic }) as { id: number } | undefined
      if (!victim) break
      this.#removeId(victim.id)
    }
  }

  /** Keeps at most maxTotalBytes: the oldest message of the largest holder goes first. */
  #evictToFit(): void {
    while (this.#bytes > this.#options.maxTotalBytes) {
      const ip = largest(this.#byIp, (holding) => holding.bytes)
      const publisher = ip && largest(ip.value.publishers, (bytes) => bytes)
      if (!ip || !publisher) break
      const victim = this.#statements.oldestOf.get(publisher.key, ip.key) as
        | { id: number }
        | undefined
      if (!victim) break
      this.#removeId(victim.id)
    }
  }

  #removeId(id: number): void {
    const row = this.#statements.deleteId.get(id) as Removed | undefined
    if (row) this.#forget(row)
  }

  #forget(row: Removed): void {
    this.#account(row.publisher, row.ip, -(row.size + this.#options.entryOverheadBytes))
    this.#count--
  }

  /** Adds (or with a negative number removes) bytes to the holdings; empty holdings go. */
  #account(publisher: string, ip: string, bytes: number): void {
    this.#bytes += bytes
    const byPublisher = (this.#byPublisher.get(publisher) ?? 0) + bytes
    if (byPublisher > 0) this.#byPublisher.set(publisher, byPublisher)
    else this.#byPublisher.delete(publisher)
    let holding = this.#byIp.get(ip)
    if (!holding) {
      holding = { bytes: 0, publishers: new Map() }
      this.#byIp.set(ip, holding)
    }
    holding.bytes += bytes
    const inIp = (holding.publishers.get(publisher) ?? 0) + bytes
    if (inIp > 0) holding.publishers.set(publisher, inIp)
    else holding.publishers.delete(publisher)
    if (holding.bytes <= 0) this.#byIp.delete(ip)
  }

  #entry(row: Row): MailboxMessage {
    return {
      id: row.id,
      topic: row.topic,
      message: row.message,
      tag: row.tag,
      publishedAt: row.published_at,
      expiresAt: row.expires_at,
      hash: row.hash.toString('hex'),
      publisher: row.publisher,
      ip: row.ip,
      bytes: row.size + this.#options.entryOverheadBytes,
    }
  }
}

function open(path: string | undefined): Database.Database {
  const file = path ?? ':memory:'
  let db: Database.Database | undefined
  try {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
    // No busy wait: the file is this relay's alone (see locking_mode below).
    db = new Database(file, { timeout: 0 })
    // One relay per file: a second process gets SQLITE_BUSY instead of a diverging copy.
    db.pragma('locking_mode = EXCLUSIVE')
    db.pragma('journal_mode = WAL')
    // WAL + NORMAL: a crash of the relay loses nothing; a power cut may lose the last commits.
    db.pragma('synchronous = NORMAL')
    const version = db.pragma('user_version', { simple: true }) as number
    if (version > SCHEMA_VERSION) {
      throw new Error(`its schema version ${version} is newer than this relay's ${SCHEMA_VERSION}`)
    }
    db.exec(`
      CREATE TABLE IF NOT EXISTS relay_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        topic TEXT NOT NULL,
        hash BLOB NOT NULL,
        message TEXT NOT NULL,
        tag INTEGER NOT NULL,
        published_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        publisher TEXT NOT NULL,
        ip TEXT NOT NULL,
        size INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX IF NOT EXISTS relay_messages_topic ON relay_messages (topic, hash);
      CREATE INDEX IF NOT EXISTS relay_messages_expiry ON relay_messages (expires_at);
      CREATE INDEX IF NOT EXISTS relay_messages_holder ON relay_messages (publisher, ip, id);
      PRAGMA user_version = ${SCHEMA_VERSION};
    `)
    return db
  } catch (cause) {
    if (db?.open) db.close()
    const busy = (cause as { code?: unknown }).code === 'SQLITE_BUSY'
    throw new AirlockError(ErrorCode.INTERNAL, 'The relay mailbox database could not be opened', {
      details: busy
        ? `${file} is held by another relay (one relay per file): stop it, or give this relay another mailboxPath (npm start: AIRLOCK_DATA_DIR)`
        : `${file}: ${(cause as Error).message}`,
      cause,
    })
  }
}

function prepare(db: Database.Database) {
  const columns = 'id, topic, hash, message, tag, published_at, expires_at, publisher, ip, size'
  return {
    insert: db.prepare(
      `INSERT INTO relay_messages (topic, hash, message, tag, published_at, expires_at, publisher, ip, size)
       VALUES (@topic, @hash, @message, @tag, @published_at, @expires_at, @publisher, @ip, @size)
       RETURNING ${columns}`,
    ),
    byHash: db.prepare(`SELECT ${columns} FROM relay_messages WHERE topic = ? AND hash = ?`),
    byId: db.prepare('SELECT id FROM relay_messages WHERE id = ?'),
    listTopic: db.prepare(`SELECT ${columns} FROM relay_messages WHERE topic = ? ORDER BY id`),
    countTopic: db.prepare('SELECT COUNT(*) AS n FROM relay_messages WHERE topic = ?'),
    topicCount: db.prepare('SELECT COUNT(DISTINCT topic) AS n FROM relay_messages'),
    topicVictim: db.prepare(
      `SELECT id FROM relay_messages WHERE topic = @topic AND publisher = (
         SELECT publisher FROM relay_messages WHERE topic = @topic
         GROUP BY publisher ORDER BY COUNT(*) DESC, MIN(id) LIMIT 1
       ) ORDER BY id LIMIT 1`,
    ),
    oldestOf: db.prepare(
      'SELECT id FROM relay_messages WHERE publisher = ? AND ip = ? ORDER BY id LIMIT 1',
    ),
    deleteId: db.prepare('DELETE FROM relay_messages WHERE id = ? RETURNING publisher, ip, size'),
    expireTopic: db.prepare(
      'DELETE FROM relay_messages WHERE topic = ? AND expires_at <= ? RETURNING publisher, ip, size',
    ),
    expireAll: db.prepare(
      'DELETE FROM relay_messages WHERE expires_at <= ? RETURNING publisher, ip, size',
    ),
    holdings: db.prepare(
      `SELECT publisher, ip, SUM(size) AS size, COUNT(*) AS count
       FROM relay_messages GROUP BY publisher, ip`,
    ),
  }
}

/** The entry with the largest value; ties go to the first seen. */
function largest<V>(
  map: Map<string, V>,
  value: (entry: V) => number,
): { key: string; value: V } | undefined {
  let best: { key: string; value: V } | undefined
  let bestValue = Number.NEGATIVE_INFINITY
  for (const [key, entry] of map) {
    const v = value(entry)
    if (v > bestValue) {
      best = { key, value: entry }
      bestValue = v
    }
  }
  return best
}
