import { createHash, randomBytes } from 'node:crypto'
import type { RelayLimits } from './DEFAULT_RELAY_LIMITS.ts'
import { Mailbox, type MailboxMessage } from './Mailbox.ts'
import { RelayQuotas } from './RelayQuotas.ts'

/** Counters of a relay since it started. */
export type RelayCounters = {
  published: number
  delivered: number
  acks: number
  errors: number
}

/** One message as `irn_fetchMessages` returns it and `irn_subscription` carries it. */
export type RelayMessageData = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation: string
}

/** One message a client publishes. */
export type RelayPublishInput = { topic: string; message: string; ttlSeconds: number; tag: number }

/** Where a {@link RelayHub} keeps its mailbox. */
export type RelayHubOptions = {
  /** SQLite file of the mailbox; in memory without it. */
  mailboxPath?: string | undefined
}

/**
 * The relay's routing logic without any socket code: who is subscribed to what, the mailbox, the
 * quotas, and the fan-out of published messages (never back to the publisher, once per socket).
 */
export class RelayHub {
  readonly mailbox: Mailbox
  readonly quotas: RelayQuotas
  readonly counters: RelayCounters = { published: 0, delivered: 0, acks: 0, errors: 0 }
  readonly #limits: RelayLimits
  readonly #clients = new Set<RelayClient>()
  readonly #subscribers = new Map<string, Set<RelayClient>>()
  readonly #secret = randomBytes(16).toString('hex')
  readonly #now: () => number
  #pushId = 0

  constructor(limits: RelayLimits, now: () => number, options: RelayHubOptions = {}) {
    this.#limits = limits
    this.#now = now
    this.quotas = new RelayQuotas(limits, now)
    this.mailbox = new Mailbox({
      path: options.mailboxPath,
      maxMessagesPerTopic: limits.maxMessagesPerTopic,
      maxTotalBytes: limits.maxMailboxBytes,
      maxBytesPerPublisher: limits.maxMailboxBytesPerClient,
      maxBytesPerIp: limits.maxMailboxBytesPerIp,
      entryOverheadBytes: limits.mailboxEntryOverheadBytes,
      maxTtlSeconds: limits.maxTtlSeconds,
      now,
    })
  }

  /** Sockets connected. */
  get clientCount(): number {
    return this.#clients.size
  }

  /** Topics with at least one subscriber. */
  get topicCount(): number {
    return this.#subscribers.size
  }

  /** Subscriptions over all sockets. */
  get subscriptionCount(): number {
    let count = 0
    for (const set of this.#subscribers.values()) count += set.size
    return count
  }

  connect(client: RelayClient): void {
    this.#clients.add(client)
    this.quotas.opened(client.identity, client.ip)
  }

  /** Drops every subscription of a socket that went away, and what it remembered. */
  disconnect(client: RelayClient): void {
    if (!this.#clients.delete(client)) return
    for (const topic of client.subscriptions.keys()) this.#removeSubscriber(topic, client)
    this.quotas.closed(client.identity, client.ip, client.subscriptions.size)
    client.subscriptions.clear()
    client.delivered.clear()
  }

  /**
   * Subscribes a socket to a topic and sends it what the mailbox holds for the topic. Returns the
   * subscription id, the same for the same socket and topic. Throws `QUOTA_EXCEEDED` when the
   * client or its IP holds its maximum of subscriptions.
   */
  subscribe(client: RelayClient, topic: string): string {
    let id = client.subscriptions.get(topic)
    if (id === undefined) {
      this.quotas.subscribe(client.identity, client.ip)
      id = createHash('sha256').update(`${this.#secret}:${client.id}:${topic}`).digest('hex')
      client.subscriptions.set(topic, id)
      let set = this.#subscribers.get(topic)
      if (!set) {
        set = new Set()
        this.#subscribers.set(topic, set)
      }
      set.add(client)
    }
    for (const entry of this.mailbox.list(topic)) this.#deliver(client, id, entry)
    return id
  }

  /** Ends a socket's subscription to a topic; unknown ones are ignored (as the real relay does). */
  unsubscribe(client: RelayClient, topic: string): void {
    if (!client.subscriptions.delete(topic)) return
    this.quotas.unsubscribe(client.identity, client.ip)
    this.#removeSubscriber(topic, client)
  }

  /**
   * Stores messages in the mailbox and sends each to every other subscriber of its topic. All or
   * nothing on the quotas: over the publish rate or the mailbox bytes of the client or its IP,
   * it throws `QUOTA_EXCEEDED` before any is published.
   */
  publish(client: RelayClient, inputs: RelayPublishInput[]): void {
    const kept = inputs.filter((input) => input.ttlSeconds > 0)
    const bytes = kept.reduce((sum, i) => sum + this.mailbox.entryBytes(i.topic, i.message), 0)
    this.mailbox.assertQuota(client.identity, client.ip, bytes)
    this.quotas.takePublishes(client.identity, client.ip, inputs.length)
    for (const input of inputs) {
      const entry =
        this.mailbox.add({ ...input, publisher: client.identity, ip: client.ip }) ??
        transientEntry(input, client, this.#now())
      this.counters.published++
      const set = this.#subscribers.get(input.topic)
      if (!set) continue
      for (const subscriber of set) {
        const id = subscriber.subscriptions.get(input.topic)
        if (id !== undefined) this.#deliver(subscriber, id, entry)
      }
    }
  }

  /**
   * What the mailbox holds for a topic that this socket has not yet received and its client did
   * not publish;
   * the messages count as delivered afterwards.
   */
  fetch(client: RelayClient, topic: string): RelayMessageData[] {
    const out: RelayMessageData[] = []
    for (const entry of this.mailbox.list(topic)) {
      if (entry.publisher === client.identity || client.delivered.has(entry.id)) continue
      this.#remember(client, entry.id)
      out.push(toData(entry))
    }
    return out
  }

  /** Drops expired mail and the quota ledgers of clients gone; run on a timer. */
  sweep(): void {
    this.mailbox.prune()
    this.quotas.sweep()
  }

  /** Closes the mailbox (its file keeps the mail for the next start). */
  close(): void {
    for (const client of [...this.#clients]) this.disconnect(client)
    this.mailbox.close()
  }

  #deliver(client: RelayClient, subscriptionId: string, entry: MailboxMessage): void {
    if (entry.publisher === client.identity || client.delivered.has(entry.id)) return
    this.#remember(client, entry.id)
    this.#pushId = (this.#pushId + 1) % 1000
    const id = Date.now() * 1000 + this.#pushId
    const frame = {
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionId, data: toData(entry) },
    }
    this.counters.delivered++
    client.send(JSON.stringify(frame))
  }

  /** Transient messages (id 0, never stored) go out live once and need no memory. */
  #remember(client: RelayClient, id: number): void {
    if (id === 0) return
    client.delivered.add(id)
    if (client.delivered.size > this.#limits.maxRememberedDeliveriesPerSocket) {
      const oldest = client.delivered.values().next().value
      if (oldest !== undefined) client.delivered.delete(oldest)
    }
  }

  #removeSubscriber(topic: string, client: RelayClient): void {
    const set = this.#subscribers.get(topic)
    if (!set) return
    set.delete(client)
    if (set.size === 0) this.#subscribers.delete(topic)
  }
}

/** Always `attestation: ''`: anything else makes the wallet SDK ask the Verify server. */
function toData(entry: MailboxMessage): RelayMessageData {
  return {
    topic: entry.topic,
    message: entry.message,
    publishedAt: entry.publishedAt,
    tag: entry.tag,
    attestation: '',
  }
}

/** A message the mailbox did not keep (ttl 0 or too large) is still sent to live sockets. */
function transientEntry(
  input: RelayPublishInput,
  client: RelayClient,
  now: number,
): MailboxMessage {
  return {
    id: 0,
    topic: input.topic,
    message: input.message,
    tag: input.tag,
    publishedAt: now,
    expiresAt: now,
    hash: createHash('sha256').update(input.message).digest('hex'),
    publisher: client.identity,
    ip: client.ip,
    bytes: 0,
  }
}

/**
 * One connected socket as the relay's logic sees it, independent of the WebSocket library.
 */
export type RelayClient = {
  /** Unique per connection for the life of the relay. */
  id: number
  /**
   * Who the client is across reconnects: the `did:key` issuer of its auth JWT (the SDK's client
   * id), or the socket when there is none. Nothing is ever delivered to the identity that
   * published it; its quotas are counted under it.
   */
  identity: string
  /** The peer's IP address (IPv6: its /64), under which the per-IP quotas are counted. */
  ip: string
  /** Writes one text frame to the socket. */
  send: (text: string) => void
  /** topic → subscription id. */
  subscriptions: Map<string, string>
  /** Mailbox ids of the messages already sent to this socket (oldest first, bounded). */
  delivered: Set<number>
}
