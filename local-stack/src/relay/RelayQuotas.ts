import type { RelayLimits } from './DEFAULT_RELAY_LIMITS.ts'
import { RelayRpcError, RPC_ERROR } from './RelayRpcError.ts'

/** What one client identity or one IP address holds now, and its publish bucket. */
type Ledger = { sockets: number; subscriptions: number; tokens: number; refilledAt: number }

type Scope = {
  /** 'client' or 'IP address', for the refusal messages. */
  name: string
  ledgers: Map<string, Ledger>
  maxSockets: number
  maxSubscriptions: number
  publishesPerSecond: number
}

/**
 * The relay's per-client and per-IP quotas on what lives with the sockets: open sockets,
 * subscriptions and publishes per second (a token bucket of one second's worth). A ledger exists
 * only while its client or IP has a socket, or a bucket still refilling, so closed sockets leave
 * nothing behind. The mailbox keeps its own byte quotas ({@link Mailbox}).
 */
export class RelayQuotas {
  readonly #now: () => number
  readonly #client: Scope
  readonly #ip: Scope

  constructor(limits: RelayLimits, now: () => number) {
    this.#now = now
    this.#client = {
      name: 'client',
      ledgers: new Map(),
      maxSockets: limits.maxSocketsPerClient,
      maxSubscriptions: limits.maxSubscriptionsPerClient,
      publishesPerSecond: limits.maxPublishesPerSecondPerClient,
    }
    this.#ip = {
      name: 'IP address',
      ledgers: new Map(),
      maxSockets: limits.maxSocketsPerIp,
      maxSubscriptions: limits.maxSubscriptionsPerIp,
      publishesPerSecond: limits.maxPublishesPerSecondPerIp,
    }
  }

  /** Client identities and IP addresses with a ledger. */
  get size(): number {
    return this.#client.ledgers.size + this.#ip.ledgers.size
  }

  /**
   * Why a new socket of this client (undefined: no identity, auth off) from this IP is refused,
   * or `undefined` when it may open.
   */
  admit(identity: string | undefined, ip: string): string | undefined {
    for (const [scope, key] of this.#scopes(identity, ip)) {
      const open = scope.ledgers.get(key)?.sockets ?? 0
      if (open >= scope.maxSockets) {
        return `too many sockets: at most ${scope.maxSockets} per ${scope.name}`
      }
    }
    return undefined
  }

  /** Counts a socket that opened. */
  opened(identity: string, ip: string): void {
    for (const [scope, key] of this.#scopes(identity, ip)) this.#ledger(scope, key).sockets++
  }

  /** Counts a socket that closed, with the subscriptions it still held. */
  closed(identity: string, ip: string, subscriptions: number): void {
    for (const [scope, key] of this.#scopes(identity, ip)) {
      const ledger = scope.ledgers.get(key)
      if (!ledger) continue
      ledger.sockets--
      ledger.subscriptions -= subscriptions
      this.#forgetIfIdle(scope, key, ledger)
    }
  }

  /** Counts one more subscription; throws `QUOTA_EXCEEDED` when the client or IP is at its cap. */
  subscribe(identity: string, ip: string): void {
    const scopes = this.#scopes(identity, ip)
    for (const [scope, key] of scopes) {
      if ((scope.ledgers.get(key)?.subscriptions ?? 0) >= scope.maxSubscriptions) {
        throw new RelayRpcError(
          RPC_ERROR.QUOTA_EXCEEDED,
          `Too many subscriptions: at most ${scope.maxSubscriptions} per ${scope.name}`,
        )
      }
    }
    for (const [scope, key] of scopes) this.#ledger(scope, key).subscriptions++
  }

  unsubscribe(identity: string, ip: string): void {
    for (const [scope, key] of this.#scopes(identity, ip)) {
      const ledger = scope.ledgers.get(key)
      if (ledger) ledger.subscriptions--
    }
  }

  /**
   * Takes `count` publishes from the buckets of the client and its IP, or none of them: throws
   * `QUOTA_EXCEEDED` when either has fewer left this second.
   */
  takePublishes(identity: string, ip: string, count: number): void {
    const scopes = this.#scopes(identity, ip)
    const now = this.#now()
    for (const [scope, key] of scopes) {
      const ledger = this.#ledger(scope, key)
      refill(ledger, scope.publishesPerSecond, now)
      if (ledger.tokens < count) {
        throw new RelayRpcError(
          RPC_ERROR.QUOTA_EXCEEDED,
          `Publish rate exceeded: at most ${scope.publishesPerSecond} messages per second per ${scope.name}`,
        )
      }
    }
    for (const [scope, key] of scopes) this.#ledger(scope, key).tokens -= count
  }

  /** Drops the ledgers of clients and IPs without sockets whose buckets are full again. */
  sweep(): void {
    for (const scope of [this.#client, this.#ip]) {
      for (const [key, ledger] of scope.ledgers) this.#forgetIfIdle(scope, key, ledger)
    }
  }

  #scopes(identity: string | undefined, ip: string): [Scope, string][] {
    return identity === undefined
      ? [[this.#ip, ip]]
      : [
          [this.#client, identity],
          [this.#ip, ip],
        ]
  }

  #ledger(scope: Scope, key: string): Ledger {
    let ledger = scope.ledgers.get(key)
    if (!ledger) {
      ledger = {
        sockets: 0,
        subscriptions: 0,
        tokens: scope.publishesPerSecond,
        refilledAt: this.#now(),
      }
      scope.ledgers.set(key, ledger)
    }
    return ledger
  }

  /** A bucket still refilling is kept, or reconnecting would reset the publish rate. */
  #forgetIfIdle(scope: Scope, key: string, ledger: Ledger): void {
    if (ledger.sockets > 0) return
    refill(ledger, scope.publishesPerSecond, this.#now())
    if (ledger.tokens >= scope.publishesPerSecond) scope.ledgers.delete(key)
  }
}

function refill(ledger: Ledger, perSecond: number, now: number): void {
  const elapsed = Math.max(0, now - ledger.refilledAt)
  ledger.tokens = Math.min(perSecond, ledger.tokens + (elapsed / 1000) * perSecond)
  ledger.refilledAt = now
}

/**
 * The key of the per-IP quotas: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 cut to its /64,
 * the block one subscriber usually gets. Forwarded headers are not trusted: no proxy is assumed.
 */
export function clientIp(address: string | undefined): string {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!address.includes(':')) return address
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
