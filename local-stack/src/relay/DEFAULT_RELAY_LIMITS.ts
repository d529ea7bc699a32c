/** Bounds of a relay; every field of {@link DEFAULT_RELAY_LIMITS} can be overridden. */
export type RelayLimits = {
  /**
   * Largest text frame answered normally. A larger one gets a JSON-RPC error and the socket is
   * closed with 1009.
   */
  maxFrameBytes: number
  /**
   * Largest `message` a publish may carry (the real relay's limit is about 1 MB).
   */
  maxMessageBytes: number
  /**
   * Messages kept per topic in the mailbox; older ones are evicted first.
   */
  maxMessagesPerTopic: number
  /**
   * Bytes kept in the mailbox over all topics (each entry counts its message, its topic and
   * {@link RelayLimits.mailboxEntryOverheadBytes}). When full, the oldest message of the largest
   * holder goes first: the IP holding the most bytes, then its publisher holding the most.
   */
  maxMailboxBytes: number
  /**
   * Bytes one client identity may hold in the mailbox; a publish beyond it is refused with
   * `RPC_ERROR.QUOTA_EXCEEDED`, nothing of anyone else is evicted.
   */
  maxMailboxBytesPerClient: number
  /**
   * Bytes the clients of one IP address (an IPv6 /64) may hold in the mailbox together.
   */
  maxMailboxBytesPerIp: number
  /**
   * What one mailbox entry costs beyond its message and topic: its row and index entries in the
   * database (publisher, hash, times). Counted so that many tiny messages cannot hide their cost.
   */
  mailboxEntryOverheadBytes: number
  /**
   * Longest ttl honoured, in seconds; longer ones are cut to it.
   */
  maxTtlSeconds: number
  /**
   * Topics one `irn_batchSubscribe` / `irn_batchFetchMessages` may list.
   */
  maxBatchSize: number
  /**
   * Subscriptions one client identity may hold over all its sockets.
   */
  maxSubscriptionsPerClient: number
  /**
   * Subscriptions the sockets of one IP address (an IPv6 /64) may hold together.
   */
  maxSubscriptionsPerIp: number
  /**
   * Sockets served at once; further upgrades get HTTP 503.
   */
  maxClients: number
  /**
   * Sockets one client identity may hold open; further upgrades get HTTP 429.
   */
  maxSocketsPerClient: number
  /**
   * Sockets one IP address (an IPv6 /64) may hold open; further upgrades get HTTP 429.
   */
  maxSocketsPerIp: number
  /**
   * Messages one client identity may publish per second (a bucket of this many tokens, refilled
   * continuously); beyond it a publish is refused with `RPC_ERROR.QUOTA_EXCEEDED`.
   */
  maxPublishesPerSecondPerClient: number
  /**
   * Messages the clients of one IP address may publish per second together.
   */
  maxPublishesPerSecondPerIp: number
  /**
   * Longest lifetime (`exp − iat`) of an auth JWT, in seconds. The SDKs sign theirs for one day.
   */
  maxAuthLifetimeSeconds: number
  /**
   * How far in the future an auth JWT's `iat` may be, in seconds (clock skew between machines).
   */
  authClockSkewSeconds: number
  /**
   * Mailbox ids one socket remembers so that it never gets a message twice (oldest forgotten
   * first); bounds the memory of each socket.
   */
  maxRememberedDeliveriesPerSocket: number
  /**
   * Interval of the WebSocket pings, in milliseconds. A socket that missed two pongs is dropped.
   * The Node clients give up on a socket after 35 s without a frame.
   */
  heartbeatIntervalMs: number
  /**
   * Interval of the sweep that drops expired mailbox messages and the quota ledgers of clients
   * gone, in milliseconds.
   */
  pruneIntervalMs: number
}

/**
 * The limits a relay runs with unless told otherwise.
 */
export const DEFAULT_RELAY_LIMITS: Readonly<RelayLimits> = Object.freeze({
  maxFrameBytes: 2 * 1024 * 1024,
  maxMessageBytes: 1024 * 1024,
  maxMessagesPerTopic: 100,
  maxMailboxBytes: 64 * 1024 * 1024,
  maxMailboxBytesPerClient: 4 * 1024 * 1024,
  maxMailboxBytesPerIp: 16 * 1024 * 1024,
  mailboxEntryOverheadBytes: 512,
  maxTtlSeconds: 7 * 24 * 60 * 60,
  maxBatchSize: 500,
  maxSubscriptionsPerClient: 10_000,
  maxSubscriptionsPerIp: 50_000,
  maxClients: 2_000,
  maxSocketsPerClient: 20,
  maxSocketsPerIp: 500,
  maxPublishesPerSecondPerClient: 200,
  maxPublishesPerSecondPerIp: 2_500,
  maxAuthLifetimeSeconds: 24 * 60 * 60,
  authClockSkewSeconds: 60,
  maxRememberedDeliveriesPerSocket: 1_000,
  heartbeatIntervalMs: 20_000,
  pruneIntervalMs: 30_000,
})
