import { createHash, randomBytes } from 'node:crypto'
import type { RelayLimits } from './DEFAULT_RELAY_LIMITS.ts'
import { Mailbox, type MailboxMessage } from './Mailbox.ts'
import type { RelayClient } from './RelayClient.ts'
import { RelayRpcError } from './RelayRpcError.ts'
import { RPC_ERROR } from './RPC_ERROR.ts'

/** How many message hashes a socket remembers to avoid sending a message twice. */
const DELIVERED_MEMORY = 5_000

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

/**
 * The relay's routing logic without any socket code: who is subscribed to what, the mailbox, and
 * the fan-out of published messages (never back to the publisher, once per socket).
 *
 * @example
 * ```ts
 * const hub = new RelayHub(DEFAULT_RELAY_LIMITS, Date.now)
 * hub.connect(client)
 * hub.subscribe(client, topic) // '3f1c…' (64 hex)
 * hub.publish(other, { topic, message, ttlSeconds: 300, tag: 1108 }) // client gets irn_subscription
 * ```
 */
export class RelayHub {
  readonly mailbox: Mailbox
  readonly counters: RelayCounters = { published: 0, delivered: 0, acks: 0, errors: 0 }
  readonly #limits: RelayLimits
  readonly #clients = new Set<RelayClient>()
  readonly #subscribers = new Map<string, Set<RelayClient>>()
  readonly #secret = randomBytes(16).toString('hex')
  readonly #now: () => number
  #pushId = 0

  constructor(limits: RelayLimits, now: () => number) {
    this.#limits = limits
    this.#now = now
    this.mailbox = new Mailbox({
      maxMessagesPerTopic: limits.maxMessagesPerTopic,
      maxTotalBytes: limits.maxMailboxBytes,
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
  }

  /** Drops every subscription of a socket that went away. */
  disconnect(client: RelayClient): void {
    for (const topic of client.subscriptions.keys()) this.#removeSubscriber(topic, client)
    client.subscriptions.clear()
    this.#clients.delete(client)
  }

  /**
   * Subscribes a socket to a topic and sends it what the mailbox holds for the topic. Returns the
   * subscription id, the same for the same socket and topic.
   */
  subscribe(client: RelayClient, topic: string): string {
    let id = client.subscriptions.get(topic)
    if (id === undefined) {
      if (client.subscriptions.size >= this.#limits.maxSubscriptionsPerClient) {
        throw new RelayRpcError(
          RPC_ERROR.INVALID_PARAMS,
          `Too many subscriptions: at most ${this.#limits.maxSubscriptionsPerClient} per socket`,
        )
      }
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
    this.#removeSubscriber(topic, client)
  }

  /** Stores a message in the mailbox and sends it to every other subscriber of its topic. */
  publish(
    client: RelayClient,
    input: { topic: string; message: string; ttlSeconds: number; tag: number },
  ): void {
    const entry =
      this.mailbox.add({ ...input, publisher: client.identity }) ??
      transientEntry(input, client.identity, this.#now())
    this.counters.published++
    const set = this.#subscribers.get(input.topic)
    if (!set) return
    for (const subscriber of set) {
      const id = subscriber.subscriptions.get(input.topic)
      if (id !== undefined) this.#deliver(subscriber, id, entry)
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
      if (entry.publisher === client.identity || client.delivered.has(entry.hash)) continue
      remember(client, entry.hash)
      out.push(toData(entry))
    }
    return out
  }

  #deliver(client: RelayClient, subscriptionId: string, entry: MailboxMessage): void {
    if (entry.publisher === client.identity || client.delivered.has(entry.hash)) return
    remember(client, entry.hash)
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

  #removeSubscriber(topic: string, client: RelayClient): void {
    const set = this.#subscribers.get(topic)
    if (!set) return
    set.delete(client)
    if (set.size === 0) this.#subscribers.delete(topic)
  }
}

function remember(client: RelayClient, hash: string): void {
  client.delivered.add(hash)
  if (client.delivered.size > DELIVERED_MEMORY) {
    const oldest = client.delivered.values().next().value
    if (oldest !== undefined) client.delivered.delete(oldest)
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

/** A message the mailbox did not keep (ttl 0 or evicted at once) is still sent to live sockets. */
function transientEntry(
  input: { topic: string; message: string; tag: number },
  publisher: string,
  now: number,
): MailboxMessage {
  return {
    topic: input.topic,
    message: input.message,
    tag: input.tag,
    publishedAt: now,
    expiresAt: now,
    hash: createHash('sha256').update(input.message).digest('hex'),
    publisher,
    bytes: 0,
  }
}
