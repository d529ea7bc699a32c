import { createHash } from 'node:crypto'

/** One message held by the {@link Mailbox}. */
export type MailboxMessage = {
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
  /** What it counts against the mailbox byte budget. */
  bytes: number
}

/** Bounds and clock of a {@link Mailbox}. */
export type MailboxOptions = {
  /** Messages kept per topic; the oldest of the topic goes first. */
  maxMessagesPerTopic: number
  /** Bytes kept over all topics; the oldest message overall goes first. */
  maxTotalBytes: number
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
}

/**
 * The relay's store-and-forward memory: every published message waits here until its ttl ends, so
 * that a client subscribing later (the wallet after the proposal, the dapp after the settlement)
 * still receives it. Memory is bounded per topic and in total; expired messages are dropped by
 * {@link Mailbox.prune} and whenever a topic is read.
 *
 * @example
 * ```ts
 * const mailbox = new Mailbox({ maxMessagesPerTopic: 100, maxTotalBytes: 64 << 20, maxTtlSeconds: 604800, now: Date.now })
 * mailbox.add({ topic, message, tag: 1100, ttlSeconds: 300, publisher: 'did:key:z6Mk…' })
 * mailbox.list(topic) // [{ topic, message, tag: 1100, ... }]
 * ```
 */
export class Mailbox {
  readonly #options: MailboxOptions
  readonly #byTopic = new Map<string, MailboxMessage[]>()
  /** Every message in arrival order: the first entry is the oldest overall. */
  readonly #all = new Set<MailboxMessage>()
  #bytes = 0

  constructor(options: MailboxOptions) {
    this.#options = options
  }

  /** Number of messages held. */
  get size(): number {
    return this.#all.size
  }

  /** Bytes held. */
  get bytes(): number {
    return this.#bytes
  }

  /** Number of topics with at least one message. */
  get topicCount(): number {
    return this.#byTopic.size
  }

  /**
   * Stores a message and evicts the oldest ones beyond the bounds. A message already held on the
   * topic (same text) is not stored twice. Returns the stored entry, or `undefined` when the ttl
   * is not positive (nothing to keep).
   */
  add(input: MailboxInput): MailboxMessage | undefined {
    const hash = hashMessage(input.message)
    const held = this.#byTopic.get(input.topic)
    const existing = held?.find((entry) => entry.hash === hash)
    if (existing) return existing
    const ttl = Math.min(input.ttlSeconds, this.#options.maxTtlSeconds)
    if (!(ttl > 0)) return undefined
    const now = this.#options.now()
    const entry: MailboxMessage = {
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      publishedAt: now,
      expiresAt: now + ttl * 1000,
      hash,
      publisher: input.publisher,
      bytes: Buffer.byteLength(input.message) + input.topic.length,
    }
    const list = held ?? []
    if (!held) this.#byTopic.set(input.topic, list)
    list.push(entry)
    this.#all.add(entry)
    this.#bytes += entry.bytes
    while (list.length > this.#options.maxMessagesPerTopic) {
      const oldest = list[0]
      if (oldest) this.#remove(oldest)
    }
    while (this.#bytes > this.#options.maxTotalBytes) {
      const oldest = this.#all.values().next().value
      if (!oldest) break
      this.#remove(oldest)
    }
    return this.#all.has(entry) ? entry : undefined
  }

  /** The live messages of a topic, oldest first. Expired ones are dropped on the way. */
  list(topic: string): MailboxMessage[] {
    const list = this.#byTopic.get(topic)
    if (!list) return []
    const now = this.#options.now()
    for (const entry of [...list]) if (entry.expiresAt <= now) this.#remove(entry)
    return [...(this.#byTopic.get(topic) ?? [])]
  }

  /** Drops every expired message; returns how many went. */
  prune(): number {
    const now = this.#options.now()
    let dropped = 0
    for (const entry of [...this.#all]) {
      if (entry.expiresAt <= now) {
        this.#remove(entry)
        dropped++
      }
    }
    return dropped
  }

  /** Forgets everything. */
  clear(): void {
    this.#byTopic.clear()
    this.#all.clear()
    this.#bytes = 0
  }

  #remove(entry: MailboxMessage): void {
    if (!this.#all.delete(entry)) return
    this.#bytes -= entry.bytes
    const list = this.#byTopic.get(entry.topic)
    if (!list) return
    const index = list.indexOf(entry)
    if (index !== -1) list.splice(index, 1)
    if (list.length === 0) this.#byTopic.delete(entry.topic)
  }
}

function hashMessage(message: string): string {
  return createHash('sha256').update(message).digest('hex')
}
